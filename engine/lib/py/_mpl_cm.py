# matplotlib.cm: the colormaps as attributes (plt.cm.binary, cm.viridis),
# each built on first use so that importing pyplot stays cheap.
from _mpl_colors import get_cmap

_NAMES = ("viridis", "viridis_r", "gray", "gray_r", "binary", "binary_r")
_made = {}


def __getattr__(name):
    if name not in _NAMES:
        raise AttributeError("module 'matplotlib.cm' has no attribute %r" % name)
    if name not in _made:
        _made[name] = get_cmap(name)
    return _made[name]
