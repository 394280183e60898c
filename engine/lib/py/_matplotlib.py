# matplotlib, as learners use it: pyplot, rcParams, colors, ticker (minitf's
# drawing, rendered by cairo; engine/lib/plot_canvas.cpp).
import _mpl_params
import _mpl_colors as colors  # noqa: F401 (matplotlib.colors)
import _mpl_cm as cm  # noqa: F401 (matplotlib.cm)
import _mpl_ticker as ticker  # noqa: F401 (matplotlib.ticker)
import _mpl_pyplot as pyplot  # noqa: F401 (matplotlib.pyplot)

__version__ = "3.6.3"
rcParams = _mpl_params.rcParams
rcdefaults = _mpl_params.rcdefaults


def use(backend, force=True):
    """Backends: minitf has one (inline pictures in a notebook, files elsewhere)."""


def get_backend():
    return "module://matplotlib_inline.backend_inline"
