# matplotlib.rcParams: the defaults of matplotlib 3.6 that minitf's drawing
# reads (figure size and dpi, subplot margins), and style.use('default').
_DEFAULTS = {
    "figure.figsize": [6.4, 4.8],
    "figure.dpi": 100.0,
    "savefig.dpi": "figure",
    "figure.subplot.left": 0.125,
    "figure.subplot.right": 0.9,
    "figure.subplot.bottom": 0.11,
    "figure.subplot.top": 0.88,
    "figure.subplot.wspace": 0.2,
    "figure.subplot.hspace": 0.2,
    "font.size": 10.0,
    "font.family": ["sans-serif"],
    "font.sans-serif": ["DejaVu Sans"],
    "lines.linewidth": 1.5,
    "lines.markersize": 6.0,
    "axes.grid": False,
    "image.cmap": "viridis",
}


class RcParams:
    """The settings; a key minitf does not know is a KeyError naming it."""

    __module__ = "matplotlib"

    def __init__(self):
        self._values = {}
        self.reset()

    def reset(self):
        for k, v in _DEFAULTS.items():
            self._values[k] = list(v) if isinstance(v, list) else v

    def _check(self, key):
        if key not in _DEFAULTS:
            raise KeyError(
                "%r is not a valid rc parameter (minitf's matplotlib knows: %s)"
                % (key, ", ".join(sorted(_DEFAULTS)))
            )

    def __getitem__(self, key):
        self._check(key)
        return self._values[key]

    def __setitem__(self, key, value):
        self._check(key)
        if key == "figure.figsize":
            value = [float(v) for v in value]
        self._values[key] = value

    def __contains__(self, key):
        return key in self._values

    def __iter__(self):
        return iter(self._values)

    def __len__(self):
        return len(self._values)

    def keys(self):
        return self._values.keys()

    def items(self):
        return self._values.items()

    def get(self, key, default=None):
        return self._values.get(key, default)

    def update(self, other=(), **kw):
        for k, v in dict(other, **kw).items():
            self[k] = v

    def __repr__(self):
        return "RcParams(%r)" % (self._values,)


rcParams = RcParams()


def rcdefaults():
    rcParams.reset()


def use_style(style):
    names = [style] if isinstance(style, str) else list(style)
    for name in names:
        if name == "default":
            rcdefaults()
        else:
            raise OSError(
                "%r not found in the style library: minitf's matplotlib has 'default'" % (name,)
            )
