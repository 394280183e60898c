# More Axes methods: fill_between (a filled band), errorbar (a line with
# error bars), axhline and axvline (lines across the Axes), annotate (a text
# with an arrow), with the artists they add.
import math
import _mpl_colors as colors
from _mpl_artists import Artist, floats, Line2D, Text


def _broadcast(v, n):
    vals = floats(v)
    return vals * n if len(vals) == 1 else vals


class Polygon(Artist):
    """fill_between's band: a closed outline in data coordinates."""

    __module__ = "matplotlib.collections"

    def __init__(self, axes, xs, ys, color, alpha, label):
        self.axes = axes
        self.xs = xs
        self.ys = ys
        self.color = color
        self.alpha = alpha
        self.label = label

    def extent(self, axis):
        vals = [v for v in (self.xs if axis == "x" else self.ys) if v == v]
        return (min(vals), max(vals)) if vals else None

    def draw(self, ax, out):
        px = ax._pixels(self.xs, self.ys)
        fill = colors.to_rgba(self.color, self.alpha)
        out.append(("path", px, True, fill, None, 0.0, [], ax._clip()))

    def legend_sample(self, ax, out, x, y, w, h):
        fill = colors.to_rgba(self.color, self.alpha)
        out.append(
            ("path", [x, y, x + w, y, x + w, y + h, x, y + h], True, fill, None, 0.0, [], None)
        )


class Segments(Artist):
    """errorbar's bars: separate segments ((x0, y0), (x1, y1)) in data."""

    __module__ = "matplotlib.collections"
    zorder = 2

    def __init__(self, axes, segments, color, linewidth):
        self.axes = axes
        self.segments = segments
        self.color = color
        self.linewidth = linewidth

    def extent(self, axis):
        k = 0 if axis == "x" else 1
        vals = [p[k] for seg in self.segments for p in seg if p[k] == p[k]]
        return (min(vals), max(vals)) if vals else None

    def draw(self, ax, out):
        nan = float("nan")
        xs, ys = [], []
        for (x0, y0), (x1, y1) in self.segments:
            xs += [x0, x1, nan]
            ys += [y0, y1, nan]
        px = ax._pixels(xs, ys)
        rgba = colors.to_rgba(self.color)
        out.append(
            ("path", px, False, None, rgba, self.linewidth * ax.figure._px_per_pt(), [], ax._clip())
        )


class SpanLine(Artist):
    """axhline / axvline: at a data value, across a fraction of the Axes."""

    __module__ = "matplotlib.lines"
    zorder = 2

    def __init__(self, axes, value, lo, hi, horizontal, color, linewidth, linestyle, label):
        self.axes = axes
        self.value = value
        self.lo = lo
        self.hi = hi
        self.horizontal = horizontal
        self.line = Line2D(axes, [], [], color, linewidth, linestyle, None, 6.0, label)
        self.label = self.line.label

    def extent(self, axis):
        if (axis == "y") == self.horizontal:
            return (self.value, self.value)
        return None

    def draw(self, ax, out):
        if self.horizontal:
            x0, x1 = ax.xaxis.get_view_interval()
            self.line.x = [x0 + (x1 - x0) * self.lo, x0 + (x1 - x0) * self.hi]
            self.line.y = [self.value, self.value]
        else:
            y0, y1 = ax.yaxis.get_view_interval()
            self.line.x = [self.value, self.value]
            self.line.y = [y0 + (y1 - y0) * self.lo, y0 + (y1 - y0) * self.hi]
        self.line.draw(ax, out)

    def legend_sample(self, ax, out, x, y, w, h):
        self.line.legend_sample(ax, out, x, y, w, h)


class Annotation(Text):
    """annotate's text at xytext, with an arrow to xy when arrowprops is given."""

    __module__ = "matplotlib.text"

    def __init__(self, text, xy, xytext, arrowprops, fontsize, color, ha, va):
        Text.__init__(
            self,
            xytext[0],
            xytext[1],
            text,
            fontsize=fontsize,
            color=color,
            ha=ha,
            va=va,
            data_coords=True,
        )
        self.xy = (float(xy[0]), float(xy[1]))
        self.arrowprops = arrowprops

    def __repr__(self):
        return "Annotation(%g, %g, %r)" % (self.xy[0], self.xy[1], self.text)

    def draw(self, ax, out):
        Text.draw(self, ax, out)
        if self.arrowprops is None:
            return
        s = ax.figure._px_per_pt()
        x0, y0, x1, y1 = ax._pixels([self.x, self.xy[0]], [self.y, self.xy[1]])
        d = math.hypot(x1 - x0, y1 - y0)
        if d == 0:
            return
        ux, uy = (x1 - x0) / d, (y1 - y0) / d
        # Start clear of the text (a font size away), end at xy.
        gap = min(d / 2, self.fontsize * s)
        sx, sy = x0 + ux * gap, y0 + uy * gap
        c = colors.to_rgba(self.arrowprops.get("color", self.arrowprops.get("facecolor", "k")))
        lw = float(self.arrowprops.get("linewidth", self.arrowprops.get("lw", 1.0))) * s
        head = 8.0 * s
        bx, by = x1 - ux * head, y1 - uy * head
        out.append(("path", [sx, sy, bx, by], False, None, c, lw, [], None))
        px, py = -uy * head / 2.5, ux * head / 2.5
        out.append(
            ("path", [x1, y1, bx + px, by + py, bx - px, by - py], True, c, None, 0.0, [], None)
        )


class ErrorbarContainer:
    __module__ = "matplotlib.container"

    def __init__(self, lines, label):
        self.lines = lines
        self.label = label

    def __len__(self):
        return len(self.lines)

    def __getitem__(self, i):
        return self.lines[i]

    def __repr__(self):
        return "<ErrorbarContainer object of %d artists>" % len(self.lines)


class FillsMixin:
    def fill_between(
        self, x, y1, y2=0, where=None, alpha=None, color=None, label=None, facecolor=None, **kwargs
    ):
        if kwargs:
            raise AttributeError(
                "PolyCollection.set() got an unexpected keyword argument %r" % next(iter(kwargs))
            )
        xs = floats(x)
        a = _broadcast(y1, len(xs))
        b = _broadcast(y2, len(xs))
        keep = [True] * len(xs) if where is None else [bool(w) for w in where]
        xs = [v for v, k in zip(xs, keep) if k]
        a = [v for v, k in zip(a, keep) if k]
        b = [v for v, k in zip(b, keep) if k]
        c = facecolor if facecolor is not None else color
        c = c if c is not None else self._patches_cycle.next()
        poly = Polygon(
            self,
            xs + xs[::-1],
            a + b[::-1],
            c,
            alpha,
            "_nolegend_" if label is None else str(label),
        )
        return self._add(poly)

    def errorbar(
        self,
        x,
        y,
        yerr=None,
        xerr=None,
        fmt="",
        ecolor=None,
        elinewidth=None,
        capsize=None,
        label=None,
        color=None,
        **kwargs,
    ):
        xs, ys = floats(x), floats(y)
        kw = dict(kwargs)
        if color is not None:
            kw["color"] = color
        if label is not None:
            kw["label"] = label
        if fmt == "none":
            line = None
            c = color if color is not None else self._lines_cycle.next()
        else:
            line = self.plot(xs, ys, fmt, **kw)[0]
            c = line.color
        ec = ecolor if ecolor is not None else c
        lw = 1.5 if elinewidth is None else float(elinewidth)
        bars = []
        for err, vertical in ((yerr, True), (xerr, False)):
            if err is None:
                continue
            shp = _shape(err)
            if len(shp) == 2:
                lower, upper = floats(err[0]), floats(err[1])
            else:
                lower = upper = _broadcast(err, len(xs))
            segs = []
            for i in range(len(xs)):
                if vertical:
                    segs.append(((xs[i], ys[i] - lower[i]), (xs[i], ys[i] + upper[i])))
                else:
                    segs.append(((xs[i] - lower[i], ys[i]), (xs[i] + upper[i], ys[i])))
            bars.append(self._add(Segments(self, segs, ec, lw)))
        return ErrorbarContainer([line, (), tuple(bars)], label)

    def annotate(
        self,
        text,
        xy,
        xytext=None,
        arrowprops=None,
        fontsize=10.0,
        color="k",
        ha=None,
        va="baseline",
        **kwargs,
    ):
        ha = kwargs.pop("horizontalalignment", ha)
        va = kwargs.pop("verticalalignment", va)
        for key in ("xycoords", "textcoords"):
            if kwargs.pop(key, "data") != "data":
                raise AttributeError(
                    "annotate(%s=...): minitf's matplotlib places annotations in data "
                    "coordinates only" % key
                )
        if kwargs:
            raise AttributeError(
                "Annotation.set() got an unexpected keyword argument %r" % next(iter(kwargs))
            )
        at = xy if xytext is None else xytext
        a = Annotation(
            text,
            xy,
            (float(at[0]), float(at[1])),
            arrowprops,
            float(fontsize),
            color,
            "left" if ha is None else ha,
            va,
        )
        return self._add(a)

    def axhline(
        self, y=0, xmin=0, xmax=1, color=None, linewidth=1.5, linestyle="-", label=None, **kwargs
    ):
        return self._span(
            y,
            xmin,
            xmax,
            True,
            color,
            kwargs.pop("lw", linewidth),
            kwargs.pop("ls", linestyle),
            label,
            kwargs,
        )

    def axvline(
        self, x=0, ymin=0, ymax=1, color=None, linewidth=1.5, linestyle="-", label=None, **kwargs
    ):
        return self._span(
            x,
            ymin,
            ymax,
            False,
            color,
            kwargs.pop("lw", linewidth),
            kwargs.pop("ls", linestyle),
            label,
            kwargs,
        )

    def _span(self, value, lo, hi, horizontal, color, lw, ls, label, kwargs):
        color = kwargs.pop("c", color)
        if kwargs:
            raise AttributeError(
                "Line2D.set() got an unexpected keyword argument %r" % next(iter(kwargs))
            )
        c = color if color is not None else self._lines_cycle.next()
        line = SpanLine(
            self,
            float(value),
            float(lo),
            float(hi),
            horizontal,
            c,
            lw,
            ls,
            "_nolegend_" if label is None else label,
        )
        return self._add(line)


def _shape(v):
    from _mpl_artists import shape_of

    return shape_of(v)
