# matplotlib.axes.Axes: the plotting methods (plot, scatter, bar, hist,
# imshow...), the labels, limits and ticks, and how an Axes paints itself:
# background, artists, grid, spines, ticks and their labels, axis labels,
# title, legend.
import numpy as np
import _mpl_colors as colors
from _mpl_artists import (
    floats,
    shape_of,
    parse_fmt,
    unsupported,
    Line2D,
    PathCollection,
    Rectangle,
    BarContainer,
    AxesImage,
    Text,
)
from _mpl_axis import Axis
import _mpl_legend as legend_mod
from _mpl_axes_draw import AxesDrawMixin


class _Cycle:
    def __init__(self):
        self.i = 0

    def next(self):
        c = colors.TABLEAU[self.i % len(colors.TABLEAU)]
        self.i += 1
        return c


class Axes(AxesDrawMixin):
    __module__ = "matplotlib.axes"

    def __init__(self, figure, position):
        self.figure = figure
        self._position = position  # (left, bottom, width, height), figure fractions
        self._children = []
        self.xaxis = Axis(self, "x")
        self.yaxis = Axis(self, "y")
        self._lines_cycle = _Cycle()
        self._patches_cycle = _Cycle()
        self.title = Text(0.5, 1.0, "", fontsize=12.0, ha="center", va="baseline")
        self._xlabel = Text(0.5, 0, "", ha="center", va="top")
        self._ylabel = Text(0, 0.5, "", ha="center", va="bottom", rotation=90.0)
        self._grid = False
        self._axison = True
        self._aspect = "auto"
        self._adjustable = "box"
        self.legend_ = None
        # Where a box shrunk to its aspect sits in its cell (x, y fractions),
        # a fixed height/width ratio (a colorbar's), and a colorbar's layout:
        # y ticks on the right and no x axis.
        self._anchor = (0.5, 0.5)
        self._box_aspect = None
        self._yticks_right = False
        self._xaxis_visible = True
        self._spec = None

    def __repr__(self):
        parts = []
        if self.title.text:
            parts.append("title={'center':%r}" % self.title.text)
        if self._xlabel.text:
            parts.append("xlabel=%r" % self._xlabel.text)
        if self._ylabel.text:
            parts.append("ylabel=%r" % self._ylabel.text)
        return "<AxesSubplot:" + ", ".join(parts) + ">"

    def __str__(self):
        l, b, w, h = self._position
        return "AxesSubplot(%g,%g;%gx%g)" % (l, b, w, h)

    # ---- geometry ------------------------------------------------------------

    def get_position(self):
        return self._position_now()

    def _position_now(self):
        l, b, w, h = self._position
        if self._box_aspect is not None:
            box_aspect = self._box_aspect
        elif self._aspect == "auto" or self._adjustable != "box":
            return self._position
        else:
            (x0, x1), (y0, y1) = self.xaxis.get_view_interval(), self.yaxis.get_view_interval()
            box_aspect = abs((y1 - y0) / (x1 - x0)) * self._aspect
        fig_aspect = self.figure.get_figheight() / self.figure.get_figwidth()
        H = w * box_aspect / fig_aspect
        if H <= h:
            W = w
        else:
            W = h * fig_aspect / box_aspect
            H = h
        ax_, ay_ = self._anchor
        return (l + (w - W) * ax_, b + (h - H) * ay_, W, H)

    def _box(self):
        """(x, y, w, h) in pixels, y down."""
        W, H = self.figure._pixel_size()
        l, b, w, h = self._position_now()
        return (l * W, (1 - b - h) * H, w * W, h * H)

    def _clip(self):
        return self._box()

    def _pixels(self, xs, ys):
        bx, by, bw, bh = self._box()
        x0, x1 = self.xaxis.get_view_interval()
        y0, y1 = self.yaxis.get_view_interval()
        sx = bw / (x1 - x0)
        sy = bh / (y1 - y0)
        out = []
        for x, y in zip(xs, ys):
            out.append(bx + (x - x0) * sx)
            out.append(by + bh - (y - y0) * sy)
        return out

    def _artists(self):
        return self._children

    def _add(self, artist):
        artist.axes = self
        self._children.append(artist)
        return artist

    def _remove(self, artist):
        self._children.remove(artist)

    def get_lines(self):
        return [a for a in self._children if isinstance(a, Line2D)]

    @property
    def lines(self):
        return self.get_lines()

    @property
    def images(self):
        return [a for a in self._children if isinstance(a, AxesImage)]

    @property
    def patches(self):
        return [a for a in self._children if isinstance(a, Rectangle)]

    @property
    def collections(self):
        return [a for a in self._children if isinstance(a, PathCollection)]

    # ---- plotting ---------------------------------------------------------------

    def plot(self, *args, scalex=True, scaley=True, data=None, **kwargs):
        lines = []
        args = list(args)
        while args:
            x = None
            fmt = ""
            y = args.pop(0)
            if args and not isinstance(args[0], str):
                x, y = y, args.pop(0)
            if args and isinstance(args[0], str):
                fmt = args.pop(0)
            lines.extend(self._plot_one(x, y, fmt, kwargs))
        return lines

    def _plot_one(self, x, y, fmt, kw):
        linestyle, marker, color = parse_fmt(fmt)
        yshape = shape_of(y)
        columns = [floats(y)]
        if len(yshape) == 2:
            arr = np.asarray(y, dtype=np.float64)
            columns = [arr[:, j].tolist() for j in range(yshape[1])]
        n = len(columns[0])
        xs = list(range(n)) if x is None else floats(x)
        xs = [float(v) for v in xs]
        if len(xs) != n:
            raise ValueError(
                "x and y must have same first dimension, but have shapes (%d,) and %s"
                % (len(xs), "(%d,)" % n if len(yshape) < 2 else str(yshape))
            )
        kw = dict(kw)
        c = kw.pop("color", kw.pop("c", None)) or color
        ls = kw.pop("linestyle", kw.pop("ls", None))
        if ls is not None:
            linestyle = ls
        m = kw.pop("marker", None)
        if m is not None:
            marker = m
            if fmt == "" and ls is None:
                linestyle = "-"
        lw = kw.pop("linewidth", kw.pop("lw", 1.5))
        ms = kw.pop("markersize", kw.pop("ms", 6.0))
        label = kw.pop("label", "_nolegend_")
        alpha = kw.pop("alpha", None)
        mfc = kw.pop("markerfacecolor", kw.pop("mfc", None))
        mec = kw.pop("markeredgecolor", kw.pop("mec", None))
        mew = kw.pop("markeredgewidth", kw.pop("mew", 1.0))
        kw.pop("zorder", None)
        if kw:
            raise AttributeError(
                "Line2D.set() got an unexpected keyword argument %r" % next(iter(kw))
            )
        out = []
        for col in columns:
            lc = c if c is not None else self._lines_cycle.next()
            colors.to_rgba(lc)
            line = Line2D(self, xs, col, lc, lw, linestyle, marker, ms, label, alpha, mfc, mec, mew)
            if x is not None:
                line.xorig = np.asarray(x)
            if len(columns) == 1:
                line.yorig = np.asarray(y)
            out.append(self._add(line))
        return out

    def scatter(
        self,
        x,
        y,
        s=None,
        c=None,
        marker="o",
        cmap=None,
        vmin=None,
        vmax=None,
        alpha=None,
        linewidths=None,
        edgecolors=None,
        label="_nolegend_",
        color=None,
        **kwargs,
    ):
        if kwargs:
            raise AttributeError(
                "PathCollection.set() got an unexpected keyword argument %r" % next(iter(kwargs))
            )
        xs, ys = floats(x), floats(y)
        if len(xs) != len(ys):
            raise ValueError("x and y must be the same size")
        sizes = [36.0] if s is None else floats(s)
        scale = None
        if c is None:
            c = color
        if c is None:
            face = [colors.to_rgba(self._patches_cycle.next(), alpha)]
        elif isinstance(c, str):
            face = [colors.to_rgba(c, alpha)]
        else:
            shp = shape_of(c)
            if len(shp) == 1 and shp[0] == len(xs) and not isinstance(c[0], str):
                vals = floats(c)
                cm = colors.get_cmap(cmap)
                lo = min(vals) if vmin is None else vmin
                hi = max(vals) if vmax is None else vmax
                face = [cm((v - lo) / (hi - lo) if hi != lo else 0.0, alpha) for v in vals]
                scale = (cm, lo, hi)
            elif len(shp) == 2:
                face = [colors.to_rgba(tuple(row), alpha) for row in np.asarray(c).tolist()]
            else:
                face = [colors.to_rgba(v, alpha) for v in c]
        edge = "face" if edgecolors in (None, "face") else colors.to_rgba(edgecolors)
        lw = 1.0 if linewidths is None else float(linewidths)
        coll = PathCollection(self, xs, ys, sizes, face, marker, label, alpha, edge, lw)
        if scale is not None:
            coll.cmap, coll.vmin, coll.vmax = scale
        return self._add(coll)

    def bar(
        self,
        x,
        height,
        width=0.8,
        bottom=None,
        align="center",
        color=None,
        edgecolor=None,
        linewidth=None,
        label="_nolegend_",
        alpha=None,
        tick_label=None,
        **kwargs,
    ):
        return self._bars(
            x,
            height,
            width,
            bottom,
            align,
            color,
            edgecolor,
            linewidth,
            label,
            alpha,
            tick_label,
            kwargs,
            vertical=True,
        )

    def barh(
        self,
        y,
        width,
        height=0.8,
        left=None,
        align="center",
        color=None,
        edgecolor=None,
        linewidth=None,
        label="_nolegend_",
        alpha=None,
        tick_label=None,
        **kwargs,
    ):
        return self._bars(
            y,
            width,
            height,
            left,
            align,
            color,
            edgecolor,
            linewidth,
            label,
            alpha,
            tick_label,
            kwargs,
            vertical=False,
        )

    def _bars(
        self,
        pos,
        size,
        thickness,
        base,
        align,
        color,
        edgecolor,
        linewidth,
        label,
        alpha,
        tick_label,
        kwargs,
        vertical,
    ):
        if kwargs:
            raise AttributeError(
                "Rectangle.set() got an unexpected keyword argument %r" % next(iter(kwargs))
            )
        labels_for_ticks = None
        if isinstance(pos, (list, tuple)) and any(isinstance(v, str) for v in pos):
            labels_for_ticks = [str(v) for v in pos]
            pos = list(range(len(labels_for_ticks)))
        ps, ss = floats(pos), floats(size)
        n = max(len(ps), len(ss))
        ps = ps * n if len(ps) == 1 else ps
        ss = ss * n if len(ss) == 1 else ss
        th = floats(thickness)
        th = th * n if len(th) == 1 else th
        bs = [0.0] * n if base is None else floats(base)
        bs = bs * n if len(bs) == 1 else bs
        if color is None:
            cols = [self._patches_cycle.next()] * n
        elif isinstance(color, str) or (
            len(shape_of(color)) == 1
            and not isinstance(color[0], str)
            and len(color) in (3, 4)
            and n not in (3, 4)
        ):
            cols = [color] * n
        else:
            cols = list(color)
            cols = (cols * n)[:n]
        lw = 0.0 if linewidth is None else float(linewidth)
        bars = []
        for i in range(n):
            p = ps[i] - th[i] / 2 if align == "center" else ps[i]
            lab = label if i == 0 else "_nolegend_"
            if vertical:
                r = Rectangle(self, p, bs[i], th[i], ss[i], cols[i], edgecolor, lw, alpha, lab)
            else:
                r = Rectangle(
                    self, bs[i], p, ss[i], th[i], cols[i], edgecolor, lw, alpha, lab, sticky_y=False
                )
            bars.append(self._add(r))
        ticks = tick_label if tick_label is not None else labels_for_ticks
        if ticks is not None:
            axis = self.xaxis if vertical else self.yaxis
            # Categories sit at 0, 1, 2... (ints, as matplotlib's category axis).
            places = list(range(len(ps))) if labels_for_ticks is not None else ps
            axis.set_ticks(places, [str(t) for t in ticks])
        return BarContainer(bars, label)

    def hist(
        self,
        x,
        bins=10,
        range=None,
        density=False,
        color=None,
        alpha=None,
        label=None,
        edgecolor=None,
        linewidth=None,
        histtype="bar",
        rwidth=None,
        **kwargs,
    ):
        if kwargs:
            raise AttributeError(
                "Rectangle.set() got an unexpected keyword argument %r" % next(iter(kwargs))
            )
        vals = [v for v in floats(x) if v == v]
        if isinstance(bins, int):
            lo, hi = range if range is not None else (min(vals), max(vals)) if vals else (0.0, 1.0)
            lo, hi = float(lo), float(hi)
            if lo == hi:
                lo, hi = lo - 0.5, hi + 0.5
            edges = [lo + (hi - lo) * i / bins for i in _irange(bins + 1)]
        else:
            edges = floats(bins)
        nb = len(edges) - 1
        counts = [0.0] * nb
        lo, hi = edges[0], edges[-1]
        for v in vals:
            if v < lo or v > hi:
                continue
            k = _bisect(edges, v)
            counts[k] += 1
        if density:
            total = sum(counts)
            counts = [c / (total * (edges[i + 1] - edges[i])) for i, c in enumerate(counts)]
        widths = [edges[i + 1] - edges[i] for i in _irange(nb)]
        dr = 1.0 if rwidth is None else min(1.0, max(0.0, rwidth))
        c = color if color is not None else self._patches_cycle.next()
        lab = "_nolegend_" if label is None else label
        bars = []
        for i in _irange(nb):
            w = widths[i] * dr
            left = edges[i] + (widths[i] - w) / 2
            r = Rectangle(
                self,
                left,
                0.0,
                w,
                counts[i],
                c,
                edgecolor,
                0.0 if linewidth is None else float(linewidth),
                alpha,
                lab if i == 0 else "_nolegend_",
            )
            bars.append(self._add(r))
        return np.array(counts), np.array(edges), BarContainer(bars, lab)

    def imshow(
        self,
        X,
        cmap=None,
        vmin=None,
        vmax=None,
        interpolation=None,
        aspect=None,
        alpha=None,
        extent=None,
        origin=None,
        **kwargs,
    ):
        if kwargs:
            raise AttributeError(
                "AxesImage.set() got an unexpected keyword argument %r" % next(iter(kwargs))
            )
        arr = np.asarray(X)
        shp = tuple(arr.shape)
        if len(shp) == 3 and shp[2] == 1:
            arr = arr.reshape(shp[:2])
            shp = shp[:2]
        if not (len(shp) == 2 or (len(shp) == 3 and shp[2] in (3, 4))):
            raise TypeError("Invalid shape %s for image data" % (shp,))
        kind = str(arr.dtype)
        data = np.asarray(arr, dtype=np.float64)
        cm = None
        if len(shp) == 2:
            cm = colors.get_cmap(cmap)
            finite = [v for v in data.ravel().tolist() if v == v]
            if vmin is None:
                vmin = min(finite) if finite else 0.0
            if vmax is None:
                vmax = max(finite) if finite else 1.0
        elif kind == "uint8":
            data = data / 255.0
        rows, cols = shp[0], shp[1]
        if extent is None:
            if origin == "lower":
                extent = (-0.5, cols - 0.5, -0.5, rows - 0.5)
            else:
                extent = (-0.5, cols - 0.5, rows - 0.5, -0.5)
        elif origin != "lower":
            extent = tuple(float(v) for v in extent)
        if origin == "lower":
            data = data[::-1]
        if alpha is not None:
            # The checks of matplotlib's image set_alpha.
            if isinstance(alpha, str):
                raise TypeError("alpha must be numeric or None, not a string")
            if not isinstance(alpha, (int, float)) or isinstance(alpha, bool):
                raise NotImplementedError(
                    "imshow(alpha=...): minitf's matplotlib takes one alpha for the whole image,"
                    " not an array"
                )
            if not 0 <= alpha <= 1:
                raise ValueError("alpha (%s) is outside 0-1 range" % alpha)
        img = AxesImage(self, data, cm, vmin, vmax, tuple(float(v) for v in extent), alpha)
        self._add(img)
        self._aspect = 1.0 if aspect in (None, "equal") else (None if aspect == "auto" else aspect)
        if self._aspect is None:
            self._aspect = "auto"
        left, right, bottom, top = img.extent_
        if top < bottom:
            self.yaxis.inverted = True
        return img

    def text(self, x, y, s, fontsize=10.0, color="k", ha="left", va="baseline", **kwargs):
        ha = kwargs.pop("horizontalalignment", ha)
        va = kwargs.pop("verticalalignment", va)
        fontsize = kwargs.pop("size", fontsize)
        if kwargs:
            raise AttributeError(
                "Text.set() got an unexpected keyword argument %r" % next(iter(kwargs))
            )
        t = Text(x, y, s, fontsize=_fontsize(fontsize), color=color, ha=ha, va=va, data_coords=True)
        return self._add(t)

    # ---- labels, limits, ticks -----------------------------------------------------

    def set_title(self, label, fontsize=None, loc=None, pad=None, **kwargs):
        fontsize = kwargs.pop("size", fontsize)
        kwargs["pad"] = pad
        kwargs["loc"] = None if loc == "center" else loc
        unsupported("set_title", kwargs)
        self.title.set_text(label)
        if fontsize is not None:
            self.title.set_fontsize(_fontsize(fontsize))
        return self.title

    def get_title(self):
        return self.title.text

    def set_xlabel(self, xlabel, fontsize=None, labelpad=None, **kwargs):
        kwargs["labelpad"] = labelpad
        unsupported("set_xlabel", kwargs)
        self._xlabel.set_text(xlabel)
        if fontsize is not None:
            self._xlabel.set_fontsize(_fontsize(fontsize))
        return self._xlabel

    def set_ylabel(self, ylabel, fontsize=None, labelpad=None, **kwargs):
        kwargs["labelpad"] = labelpad
        unsupported("set_ylabel", kwargs)
        self._ylabel.set_text(ylabel)
        if fontsize is not None:
            self._ylabel.set_fontsize(_fontsize(fontsize))
        return self._ylabel

    def get_xlabel(self):
        return self._xlabel.text

    def get_ylabel(self):
        return self._ylabel.text

    def _set_lim(self, axis, left, right, kwargs):
        if isinstance(left, (tuple, list)) and right is None:
            left, right = left
        left = kwargs.pop("xmin", kwargs.pop("ymin", kwargs.pop("bottom", left)))
        right = kwargs.pop("xmax", kwargs.pop("ymax", kwargs.pop("top", right)))
        old = axis.get_view_interval()
        lo = old[0] if left is None else float(left)
        hi = old[1] if right is None else float(right)
        if lo == hi:
            lo, hi = _ticker_nonsingular(lo, hi)
        axis.limits = (lo, hi)
        axis.inverted = False
        return (lo, hi)

    def set_xlim(self, left=None, right=None, **kwargs):
        return self._set_lim(self.xaxis, left, right, kwargs)

    def set_ylim(self, bottom=None, top=None, **kwargs):
        return self._set_lim(self.yaxis, bottom, top, kwargs)

    def get_xlim(self):
        return tuple(self.xaxis.get_view_interval())

    def get_ylim(self):
        return tuple(self.yaxis.get_view_interval())

    def set_xticks(self, ticks, labels=None, **kwargs):
        unsupported("set_xticks", kwargs)
        self.xaxis.set_ticks(_tick_values(ticks), labels)
        return []

    def set_yticks(self, ticks, labels=None, **kwargs):
        unsupported("set_yticks", kwargs)
        self.yaxis.set_ticks(_tick_values(ticks), labels)
        return []

    def set_xticklabels(self, labels, **kwargs):
        unsupported("set_xticklabels", kwargs)
        self.xaxis.set_ticks(self.get_xticks(), labels)
        return []

    def set_yticklabels(self, labels, **kwargs):
        unsupported("set_yticklabels", kwargs)
        self.yaxis.set_ticks(self.get_yticks(), labels)
        return []

    def get_xticks(self):
        return np.array(list(self.xaxis.locator()))

    def get_yticks(self):
        return np.array(list(self.yaxis.locator()))

    def _ticklabels(self, axis):
        shown, offset = axis.ticks()
        return [lab for v, lab in shown], offset

    def grid(self, visible=None, which="major", axis="both", **kwargs):
        kwargs["which"] = None if which == "major" else which
        kwargs["axis"] = None if axis == "both" else axis
        unsupported("grid", kwargs)
        self._grid = (
            (not self._grid)
            if visible is None and not kwargs
            else (True if visible is None else bool(visible))
        )

    def axis(self, arg=None, **kwargs):
        if arg in ("off", False):
            self._axison = False
        elif arg in ("on", True):
            self._axison = True
        elif arg in ("equal", "scaled", "image", "square"):
            self._aspect = 1.0
            self._adjustable = "datalim" if arg == "equal" else "box"
        elif isinstance(arg, (list, tuple)) and len(arg) == 4:
            self.set_xlim(arg[0], arg[1])
            self.set_ylim(arg[2], arg[3])
        elif arg is not None:
            raise ValueError("Unrecognized string %r to axis; try 'on' or 'off'" % (arg,))
        x0, x1 = self.get_xlim()
        y0, y1 = self.get_ylim()
        return (x0, x1, y0, y1)

    def set_axis_off(self):
        self._axison = False

    def set_axis_on(self):
        self._axison = True

    def set_aspect(self, aspect, adjustable=None):
        self._aspect = "auto" if aspect == "auto" else (1.0 if aspect == "equal" else float(aspect))
        if adjustable is not None:
            self._adjustable = adjustable

    def invert_yaxis(self):
        self.yaxis.inverted = not self.yaxis.inverted

    def invert_xaxis(self):
        self.xaxis.inverted = not self.xaxis.inverted

    def legend(self, *args, loc="best", fontsize=None, title=None, frameon=True, **kwargs):
        self.legend_ = legend_mod.Legend(self, args, loc, fontsize, title, frameon, kwargs)
        return self.legend_

    def get_legend(self):
        return self.legend_

    def cla(self):
        spec = self._spec
        self.__init__(self.figure, self._position)
        self._spec = spec

    clear = cla


def _tick_values(ticks):
    """Tick places as given (ints stay ints, as matplotlib keeps the array)."""
    if isinstance(ticks, (list, tuple, range)):
        return [v if isinstance(v, (int, float)) else float(v) for v in ticks]
    return floats(ticks)


def _irange(n):
    return range(n)


def _bisect(edges, v):
    lo, hi = 0, len(edges) - 2
    if v >= edges[-1]:
        return hi
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if edges[mid] <= v:
            lo = mid
        else:
            hi = mid - 1
    return lo


_SIZES = {
    "xx-small": 5.79,
    "x-small": 6.94,
    "small": 8.33,
    "medium": 10.0,
    "large": 12.0,
    "x-large": 14.4,
    "xx-large": 17.28,
}


def _fontsize(size):
    if isinstance(size, str):
        if size not in _SIZES:
            raise ValueError("%r is not a valid font size" % size)
        return _SIZES[size]
    return float(size)


def _ticker_nonsingular(lo, hi):
    import _mpl_ticker

    return _mpl_ticker.nonsingular(lo, hi, expander=0.05)
