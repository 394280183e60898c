# matplotlib's artists as minitf draws them: Line2D, the scatter
# PathCollection, bar Rectangles, AxesImage, Text. Each knows its data extent
# (for autoscaling), its sticky edges, and how it paints itself into the
# display list (_minitf_canvas's commands, in pixels).
import math
import numpy as np
import _mpl_colors as colors

MARKERS = ".,ov^<>12348spP*hH+xXDd|_"
LINESTYLES = ["-", "--", "-.", ":"]
# lines.dashed_pattern, dashdot_pattern, dotted_pattern, in line widths.
DASHES = {"-": [], "--": [3.7, 1.6], "-.": [6.4, 1.6, 1.0, 1.6], ":": [1.0, 1.65]}
_NAMED_STYLES = {"solid": "-", "dashed": "--", "dashdot": "-.", "dotted": ":", "None": "", "": ""}
# Marker shapes the canvas draws, for matplotlib's marker codes.
_SHAPE = {"1": "v", "2": "^", "3": "<", "4": ">", "8": "o", "P": "+", "X": "x", "H": "h", ",": "s"}


def floats(v):
    """A flat list of floats from a list, tuple, numpy array or tf.Tensor."""
    if isinstance(v, (int, float)):
        return [float(v)]
    if isinstance(v, range):
        v = list(v)
    return np.asarray(v, dtype=np.float64).ravel().tolist()


def shape_of(v):
    if isinstance(v, (int, float)):
        return ()
    return tuple(np.asarray(v).shape)


def finite(values):
    return [v for v in values if v == v and v not in (math.inf, -math.inf)]


def unsupported(fname, kwargs):
    """Options minitf's matplotlib does not implement are an error naming them,
    never silently ignored."""
    given = [k for k, v in kwargs.items() if v is not None]
    if given:
        raise AttributeError(
            "minitf's matplotlib does not implement %s(%s=...)" % (fname, given[0])
        )


def parse_fmt(fmt):
    """matplotlib's format string: (linestyle, marker, color), each or None."""
    linestyle = marker = color = None
    i = 0
    while i < len(fmt):
        two = fmt[i : i + 2]
        ch = fmt[i]
        if two in ("--", "-."):
            linestyle = two
            i += 2
            continue
        if ch in "-:":
            linestyle = ch
        elif ch in MARKERS:
            marker = ch
        elif ch in "bgrcmykw":
            color = ch
        elif ch == "C" and i + 1 < len(fmt) and fmt[i + 1].isdigit():
            color = fmt[i : i + 2]
            i += 1
        else:
            raise ValueError(
                "%r is not a valid format string (unrecognized character %r)" % (fmt, ch)
            )
        i += 1
    if linestyle is None and marker is None:
        linestyle = "-"
    if linestyle is None:
        linestyle = ""
    return linestyle, marker, color


class Artist:
    __module__ = "matplotlib.artist"
    zorder = 1
    label = "_nolegend_"

    def extent(self, axis):
        return None

    def sticky(self, axis):
        return []

    def get_label(self):
        return self.label

    def set_label(self, s):
        self.label = str(s)

    def remove(self):
        self.axes._remove(self)


class Line2D(Artist):
    __module__ = "matplotlib.lines"
    zorder = 2

    def __init__(
        self,
        axes,
        x,
        y,
        color,
        linewidth=1.5,
        linestyle="-",
        marker=None,
        markersize=6.0,
        label="_nolegend_",
        alpha=None,
        markerfacecolor=None,
        markeredgecolor=None,
        markeredgewidth=1.0,
    ):
        self.axes = axes
        self.x = x
        self.y = y
        # What get_xdata/get_ydata give back: the input as np.asarray made it.
        self.xorig = None
        self.yorig = None
        self.color = color
        self.linewidth = float(linewidth)
        self.linestyle = _NAMED_STYLES.get(linestyle, linestyle)
        if self.linestyle not in DASHES and self.linestyle != "":
            raise ValueError("%r is not a valid value for ls" % (linestyle,))
        self.marker = None if marker in (None, "", "None", "none") else marker
        if self.marker is not None and self.marker not in MARKERS:
            raise ValueError("Unrecognized marker style %r" % (marker,))
        self.markersize = float(markersize)
        self.label = str(label)
        self.alpha = alpha
        self.mfc = markerfacecolor
        self.mec = markeredgecolor
        self.mew = float(markeredgewidth)

    def __str__(self):
        return "Line2D(%s)" % self.label

    def get_xdata(self):
        return self.xorig if self.xorig is not None else np.array(self.x)

    def get_ydata(self):
        return self.yorig if self.yorig is not None else np.array(self.y)

    def get_color(self):
        return self.color

    def set_data(self, x, y):
        self.x, self.y = floats(x), floats(y)
        self.xorig = self.yorig = None

    def extent(self, axis):
        vals = finite(self.x if axis == "x" else self.y)
        return (min(vals), max(vals)) if vals else None

    def draw(self, ax, out):
        px = ax._pixels(self.x, self.y)
        clip = ax._clip()
        rgba = colors.to_rgba(self.color, self.alpha)
        s = ax.figure._px_per_pt()
        if self.linestyle:
            dashes = [d * self.linewidth * s for d in DASHES[self.linestyle]]
            out.append(("path", px, False, None, rgba, self.linewidth * s, dashes, clip))
        if self.marker is not None:
            self.draw_markers(ax, out, px, clip)

    def draw_markers(self, ax, out, px, clip):
        s = ax.figure._px_per_pt()
        fill = colors.to_rgba(self.mfc if self.mfc is not None else self.color, self.alpha)
        edge = colors.to_rgba(self.mec if self.mec is not None else self.color, self.alpha)
        shape = _SHAPE.get(self.marker, self.marker)
        size = self.markersize * s
        if self.marker == ",":
            size = 1.0
        out.append(("markers", px, shape, size, fill, edge, self.mew * s, clip))

    def legend_sample(self, ax, out, x, y, w, h):
        s = ax.figure._px_per_pt()
        rgba = colors.to_rgba(self.color, self.alpha)
        cy = y + h / 2
        if self.linestyle:
            dashes = [d * self.linewidth * s for d in DASHES[self.linestyle]]
            out.append(
                ("path", [x, cy, x + w, cy], False, None, rgba, self.linewidth * s, dashes, None)
            )
        if self.marker is not None:
            self.draw_markers(ax, out, [x + w / 2, cy], None)


class PathCollection(Artist):
    """scatter's points: one marker per point, with its own size and colour."""

    __module__ = "matplotlib.collections"

    def __init__(self, axes, x, y, sizes, facecolors, marker, label, alpha, edgecolors, linewidths):
        self.axes = axes
        self.x = x
        self.y = y
        self.sizes = sizes
        self.facecolors = facecolors
        self.marker = marker
        self.label = str(label)
        self.alpha = alpha
        self.edgecolors = edgecolors
        self.linewidths = linewidths
        # Set when c= gave values: the colour scale a colorbar shows.
        self.cmap = None
        self.vmin = self.vmax = None

    def extent(self, axis):
        vals = finite(self.x if axis == "x" else self.y)
        return (min(vals), max(vals)) if vals else None

    def get_offsets(self):
        return np.array([[a, b] for a, b in zip(self.x, self.y)])

    def draw(self, ax, out, points=None):
        s = ax.figure._px_per_pt()
        clip = ax._clip()
        px = ax._pixels(self.x, self.y) if points is None else points
        shape = _SHAPE.get(self.marker, self.marker)
        n = len(px) // 2
        uniform = len(self.sizes) == 1 and len(self.facecolors) == 1
        if uniform:
            fill = self.facecolors[0]
            edge = fill if self.edgecolors == "face" else self.edgecolors
            out.append(
                (
                    "markers",
                    px,
                    shape,
                    math.sqrt(self.sizes[0]) * s,
                    fill,
                    edge,
                    self.linewidths * s,
                    clip,
                )
            )
            return
        for i in range(n):
            fill = self.facecolors[i % len(self.facecolors)]
            size = math.sqrt(self.sizes[i % len(self.sizes)]) * s
            edge = fill if self.edgecolors == "face" else self.edgecolors
            out.append(
                (
                    "markers",
                    px[2 * i : 2 * i + 2],
                    shape,
                    size,
                    fill,
                    edge,
                    self.linewidths * s,
                    clip,
                )
            )

    def legend_sample(self, ax, out, x, y, w, h):
        s = ax.figure._px_per_pt()
        fill = self.facecolors[0]
        edge = fill if self.edgecolors == "face" else self.edgecolors
        size = math.sqrt(self.sizes[0]) * s
        shape = _SHAPE.get(self.marker, self.marker)
        out.append(
            ("markers", [x + w / 2, y + h / 2], shape, size, fill, edge, self.linewidths * s, None)
        )


class Rectangle(Artist):
    """A bar: x, y (its bottom-left in data), width, height."""

    __module__ = "matplotlib.patches"

    def __init__(
        self,
        axes,
        x,
        y,
        width,
        height,
        color,
        edgecolor=None,
        linewidth=0.0,
        alpha=None,
        label="_nolegend_",
        sticky_y=True,
    ):
        self.axes = axes
        self.xy = (x, y)
        self.width = width
        self.height = height
        self.color = color
        self.edgecolor = edgecolor
        self.linewidth = linewidth
        self.alpha = alpha
        self.label = label
        self.sticky_y = sticky_y

    def get_height(self):
        return self.height

    def get_width(self):
        return self.width

    def get_x(self):
        return self.xy[0]

    def get_y(self):
        return self.xy[1]

    def extent(self, axis):
        if axis == "x":
            a, b = self.xy[0], self.xy[0] + self.width
        else:
            a, b = self.xy[1], self.xy[1] + self.height
        return (min(a, b), max(a, b))

    def sticky(self, axis):
        if axis == "y" and self.sticky_y:
            return [self.xy[1]]
        if axis == "x" and not self.sticky_y:
            return [self.xy[0]]
        return []

    def draw(self, ax, out):
        x0, y0 = self.xy
        px = ax._pixels(
            [x0, x0 + self.width, x0 + self.width, x0], [y0, y0, y0 + self.height, y0 + self.height]
        )
        fill = colors.to_rgba(self.color, self.alpha)
        edge = None if self.edgecolor is None else colors.to_rgba(self.edgecolor, self.alpha)
        lw = self.linewidth * ax.figure._px_per_pt()
        out.append(("path", px, True, fill, edge, lw, [], ax._clip()))

    def legend_sample(self, ax, out, x, y, w, h):
        fill = colors.to_rgba(self.color, self.alpha)
        edge = None if self.edgecolor is None else colors.to_rgba(self.edgecolor, self.alpha)
        lw = self.linewidth * ax.figure._px_per_pt()
        out.append(
            ("path", [x, y, x + w, y, x + w, y + h, x, y + h], True, fill, edge, lw, [], None)
        )


class Container:
    """bar's and hist's return value: the bars, as a sequence."""

    __module__ = "matplotlib.container"

    def __init__(self, patches, label="_nolegend_"):
        self.patches = list(patches)
        self.label = label

    def __len__(self):
        return len(self.patches)

    def __getitem__(self, i):
        return self.patches[i]

    def __iter__(self):
        return iter(self.patches)

    def get_label(self):
        return self.label

    def __repr__(self):
        return "<%s object of %d artists>" % (type(self).__name__, len(self.patches))


class BarContainer(Container):
    __module__ = "matplotlib.container"


class AxesImage(Artist):
    __module__ = "matplotlib.image"
    zorder = 0

    def __init__(self, axes, array, cmap, vmin, vmax, extent, alpha=None):
        self.axes = axes
        self.array = array
        self.cmap = cmap
        self.vmin = vmin
        self.vmax = vmax
        self.extent_ = extent  # (left, right, bottom, top) in data
        self.alpha = alpha

    def get_array(self):
        return self.array

    def get_clim(self):
        return (self.vmin, self.vmax)

    def extent(self, axis):
        a, b = self.extent_[:2] if axis == "x" else self.extent_[2:]
        return (min(a, b), max(a, b))

    def sticky(self, axis):
        return list(self.extent_[:2] if axis == "x" else self.extent_[2:])

    def draw(self, ax, out):
        left, right, bottom, top = self.extent_
        px = ax._pixels([left, right], [top, bottom])
        x0, x1 = min(px[0], px[2]), max(px[0], px[2])
        y0, y1 = min(px[1], px[3]), max(px[1], px[3])
        lut = self.cmap.colors if self.cmap is not None else []
        vmin = 0.0 if self.vmin is None else float(self.vmin)
        vmax = 1.0 if self.vmax is None else float(self.vmax)
        alpha = 1.0 if self.alpha is None else float(self.alpha)
        out.append(
            ("image", x0, y0, x1 - x0, y1 - y0, self.array, lut, vmin, vmax, ax._clip(), alpha)
        )


class Text(Artist):
    __module__ = "matplotlib.text"
    zorder = 3

    def __init__(
        self,
        x,
        y,
        text,
        fontsize=10.0,
        color="k",
        ha="left",
        va="baseline",
        rotation=0.0,
        data_coords=False,
    ):
        self.x = x
        self.y = y
        self.text = str(text)
        self.fontsize = float(fontsize)
        self.color = color
        self.ha = ha
        self.va = va
        self.rotation = rotation
        self.data_coords = data_coords

    def __repr__(self):
        return "Text(%s, %s, %r)" % (_num(self.x), _num(self.y), self.text)

    def get_text(self):
        return self.text

    def set_text(self, s):
        self.text = str(s)

    def set_fontsize(self, size):
        self.fontsize = float(size)

    def draw(self, ax, out):
        if not self.text:
            return
        px = ax._pixels([self.x], [self.y])
        size = self.fontsize * ax.figure._px_per_pt()
        out.append(
            (
                "text",
                px[0],
                px[1],
                self.text,
                size,
                colors.to_rgba(self.color),
                self.ha,
                self.va,
                float(self.rotation),
            )
        )


def _num(v):
    if isinstance(v, float) and v == int(v) and abs(v) < 1e16:
        return repr(v) if v != 0 or str(v)[0] != "-" else "-0.0"
    return repr(v)
