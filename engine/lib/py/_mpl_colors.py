# matplotlib.colors: colour names, the tab10 cycle ('C0'..'C9'), and the
# colormaps learners use (viridis, gray, binary), as matplotlib 3.6 has them.
__all__ = ["to_rgba", "to_hex", "Colormap", "get_cmap", "Normalize", "TABLEAU"]

TABLEAU = [
    "#1f77b4",
    "#ff7f0e",
    "#2ca02c",
    "#d62728",
    "#9467bd",
    "#8c564b",
    "#e377c2",
    "#7f7f7f",
    "#bcbd22",
    "#17becf",
]
_TAB_NAMES = ["blue", "orange", "green", "red", "purple", "brown", "pink", "gray", "olive", "cyan"]

_BASE = {
    "b": (0.0, 0.0, 1.0),
    "g": (0.0, 0.5, 0.0),
    "r": (1.0, 0.0, 0.0),
    "c": (0.0, 0.75, 0.75),
    "m": (0.75, 0.0, 0.75),
    "y": (0.75, 0.75, 0.0),
    "k": (0.0, 0.0, 0.0),
    "w": (1.0, 1.0, 1.0),
}

# The CSS4 names a lesson is likely to type (matplotlib knows all 148).
_CSS = {
    "black": "#000000",
    "white": "#FFFFFF",
    "red": "#FF0000",
    "green": "#008000",
    "blue": "#0000FF",
    "yellow": "#FFFF00",
    "cyan": "#00FFFF",
    "magenta": "#FF00FF",
    "orange": "#FFA500",
    "purple": "#800080",
    "brown": "#A52A2A",
    "pink": "#FFC0CB",
    "gray": "#808080",
    "grey": "#808080",
    "olive": "#808000",
    "navy": "#000080",
    "teal": "#008080",
    "lime": "#00FF00",
    "gold": "#FFD700",
    "silver": "#C0C0C0",
    "maroon": "#800000",
    "violet": "#EE82EE",
    "indigo": "#4B0082",
    "darkblue": "#00008B",
    "darkred": "#8B0000",
    "darkgreen": "#006400",
    "darkorange": "#FF8C00",
    "darkgray": "#A9A9A9",
    "darkgrey": "#A9A9A9",
    "lightgray": "#D3D3D3",
    "lightgrey": "#D3D3D3",
    "lightblue": "#ADD8E6",
    "lightgreen": "#90EE90",
    "skyblue": "#87CEEB",
    "steelblue": "#4682B4",
    "crimson": "#DC143C",
    "tomato": "#FF6347",
    "salmon": "#FA8072",
    "coral": "#FF7F50",
    "orchid": "#DA70D6",
    "tan": "#D2B48C",
    "turquoise": "#40E0D0",
    "royalblue": "#4169E1",
    "forestgreen": "#228B22",
    "seagreen": "#2E8B57",
    "firebrick": "#B22222",
    "slategray": "#708090",
    "dimgray": "#696969",
    "whitesmoke": "#F5F5F5",
}


def _hex(s):
    s = s.lstrip("#")
    if len(s) == 3:
        s = "".join(ch * 2 for ch in s)
    vals = [int(s[i : i + 2], 16) / 255.0 for i in range(0, len(s), 2)]
    return tuple(vals) if len(vals) == 4 else (vals[0], vals[1], vals[2], 1.0)


def to_rgba(c, alpha=None):
    """(r, g, b, a) in 0..1 for any colour matplotlib accepts."""
    rgba = _to_rgba(c)
    if alpha is not None:
        rgba = (rgba[0], rgba[1], rgba[2], float(alpha))
    return rgba


def _bad(c):
    return ValueError("%r is not a valid color value." % (c,))


def _to_rgba(c):
    if isinstance(c, str):
        s = c.strip()
        low = s.lower()
        if low == "none":
            return (0.0, 0.0, 0.0, 0.0)
        if len(low) == 2 and low[0] == "c" and low[1].isdigit():
            return _hex(TABLEAU[int(low[1])])
        if low.startswith("tab:") and low[4:] in _TAB_NAMES:
            return _hex(TABLEAU[_TAB_NAMES.index(low[4:])])
        if low in _BASE:
            return _BASE[low] + (1.0,)
        if low in _CSS:
            return _hex(_CSS[low])
        if low.startswith("#") and len(low) in (4, 7, 9):
            try:
                return _hex(low)
            except ValueError:
                raise _bad(c)
        try:
            v = float(low)
        except ValueError:
            raise _bad(c)
        if not 0 <= v <= 1:
            raise ValueError(
                "Invalid string grayscale value %r. Value must be within 0-1 range" % c
            )
        return (v, v, v, 1.0)
    try:
        vals = [float(v) for v in c]
    except TypeError:
        raise _bad(c)
    if len(vals) == 3:
        vals.append(1.0)
    if len(vals) != 4 or any(v < 0 or v > 1 for v in vals):
        raise _bad(c)
    return tuple(vals)


def to_hex(c, keep_alpha=False):
    rgba = to_rgba(c)
    n = 4 if keep_alpha else 3
    return "#" + "".join("%02x" % int(round(v * 255)) for v in rgba[:n])


def _is_color_like(c):
    try:
        to_rgba(c)
        return True
    except (ValueError, TypeError):
        return False


# viridis at 33 evenly spaced points (matplotlib's table has 256; between
# these points it is linear to within 1/255).
_VIRIDIS = [
    (0.267004, 0.004874, 0.329415),
    (0.277018, 0.050344, 0.375715),
    (0.282327, 0.094955, 0.417331),
    (0.282884, 0.13592, 0.453427),
    (0.278826, 0.17549, 0.483397),
    (0.270595, 0.214069, 0.507052),
    (0.258965, 0.251537, 0.524736),
    (0.244972, 0.287675, 0.53726),
    (0.229739, 0.322361, 0.545706),
    (0.214298, 0.355619, 0.551184),
    (0.19943, 0.387607, 0.554642),
    (0.185556, 0.41857, 0.556753),
    (0.172719, 0.448791, 0.557885),
    (0.160665, 0.47854, 0.558115),
    (0.149039, 0.508051, 0.55725),
    (0.13777, 0.537492, 0.554906),
    (0.127568, 0.566949, 0.550556),
    (0.120565, 0.596422, 0.543611),
    (0.120638, 0.625828, 0.533488),
    (0.132268, 0.655014, 0.519661),
    (0.157851, 0.683765, 0.501686),
    (0.196571, 0.711827, 0.479221),
    (0.24607, 0.73891, 0.452024),
    (0.304148, 0.764704, 0.419943),
    (0.369214, 0.788888, 0.382914),
    (0.440137, 0.811138, 0.340967),
    (0.515992, 0.831158, 0.294279),
    (0.595839, 0.848717, 0.243329),
    (0.678489, 0.863742, 0.189503),
    (0.762373, 0.876424, 0.137064),
    (0.845561, 0.887322, 0.099702),
    (0.926106, 0.89733, 0.104071),
    (0.993248, 0.906157, 0.143936),
]


def _interp(anchors, t):
    pos = t * (len(anchors) - 1)
    i = min(int(pos), len(anchors) - 2)
    f = pos - i
    a, b = anchors[i], anchors[i + 1]
    return tuple(a[k] + (b[k] - a[k]) * f for k in range(3))


class Colormap:
    """N colours; a value v in 0..1 takes colour min(int(v * N), N - 1)."""

    __module__ = "matplotlib.colors"

    def __init__(self, name, colors):
        self.name = name
        self.colors = colors
        self.N = len(colors)

    def __call__(self, x, alpha=None):
        if isinstance(x, (int, float)):
            k = self.N - 1 if x >= 1 else 0 if x < 0 else int(x * self.N)
            c = self.colors[k]
            return c if alpha is None else (c[0], c[1], c[2], float(alpha))
        return [self(v, alpha) for v in x]

    def reversed(self):
        return Colormap(self.name + "_r", list(reversed(self.colors)))

    def __repr__(self):
        return "<matplotlib.colors.Colormap object>"


def _make(name):
    n = 256
    if name == "viridis":
        return Colormap(name, [_interp(_VIRIDIS, i / (n - 1)) + (1.0,) for i in range(n)])
    if name in ("gray", "grey", "Greys_r"):
        return Colormap(name, [(i / (n - 1), i / (n - 1), i / (n - 1), 1.0) for i in range(n)])
    if name == "binary":
        return Colormap(name, [(1 - i / (n - 1),) * 3 + (1.0,) for i in range(n)])
    if name.endswith("_r") and name[:-2] in _NAMES:
        return _make(name[:-2]).reversed()
    return None


_NAMES = ["viridis", "gray", "grey", "binary"]


def get_cmap(name=None):
    if name is None:
        name = "viridis"
    if isinstance(name, Colormap):
        return name
    cmap = _make(name) if isinstance(name, str) else None
    if cmap is None:
        known = sorted(_NAMES + [n + "_r" for n in _NAMES])
        raise ValueError(
            "%r is not a valid value for cmap; minitf supports: %s" % (name, ", ".join(known))
        )
    return cmap


class Normalize:
    __module__ = "matplotlib.colors"

    def __init__(self, vmin=None, vmax=None, clip=False):
        self.vmin = vmin
        self.vmax = vmax

    def autoscale_None(self, values):
        if self.vmin is None and values:
            self.vmin = min(values)
        if self.vmax is None and values:
            self.vmax = max(values)

    def __call__(self, v):
        if self.vmax == self.vmin:
            return 0.0
        return (v - self.vmin) / (self.vmax - self.vmin)
