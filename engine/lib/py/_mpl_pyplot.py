# matplotlib.pyplot: the state machine over Figure and Axes (the current
# figure and Axes, figure numbers), and where a figure shows: in a notebook
# as image/png (plt.show(), and at the end of each cell, as the inline
# backend does); in a terminal, which has no pixels, plt.show() saves each
# figure as a PNG file and says where.
import sys

import _minitf_display as display_native
import _mpl_params as params
import _mpl_colors as colors
import _mpl_cm as cm  # noqa: F401 (plt.cm.binary)
import _mpl_ticker as ticker  # noqa: F401 (pyplot.ticker, as matplotlib imports it)
from _mpl_figure import Figure
from _mpl_artists import Text, unsupported

rcParams = params.rcParams

_figures = {}  # number -> Figure, in creation order
_current = [None]


def figure(num=None, figsize=None, dpi=None, facecolor=None, clear=False, **kwargs):
    if kwargs:
        raise TypeError("figure() got an unexpected keyword argument %r" % next(iter(kwargs)))
    if isinstance(num, Figure):
        _current[0] = num
        return num
    if num is not None and num in _figures:
        fig = _figures[num]
        if clear:
            fig.clf()
        _current[0] = fig
        return fig
    if num is None:
        num = max(list(_figures) + [0]) + 1
    fig = Figure(figsize=figsize, dpi=dpi, facecolor=facecolor)
    fig.number = num
    _figures[num] = fig
    _current[0] = fig
    return fig


def gcf():
    if _current[0] is None or _current[0].number not in _figures:
        return figure()
    return _current[0]


def gca():
    return gcf().gca()


def sca(ax):
    _current[0] = ax.figure
    if ax in ax.figure.axes:
        ax.figure.axes.remove(ax)
        ax.figure.axes.append(ax)


def subplots(
    nrows=1, ncols=1, figsize=None, dpi=None, squeeze=True, sharex=False, sharey=False, **kwargs
):
    unsupported("subplots", {"sharex": sharex or None, "sharey": sharey or None})
    fig = figure(figsize=figsize, dpi=dpi, **kwargs)
    return fig, fig.subplots(nrows, ncols, squeeze)


def subplot(*args, **kwargs):
    fig = gcf()
    ax = fig.add_subplot(*args, **kwargs)
    sca(ax)
    return ax


def get_fignums():
    return sorted(_figures)


def close(fig=None):
    if fig is None:
        fig = gcf() if _current[0] is not None else None
        if fig is None:
            return
    if fig == "all":
        _figures.clear()
        _current[0] = None
        return
    if isinstance(fig, Figure):
        num = fig.number
    else:
        num = fig
    if num in _figures:
        del _figures[num]
    if _current[0] is not None and _current[0].number == num:
        _current[0] = _figures[max(_figures)] if _figures else None


def clf():
    gcf().clf()


def cla():
    gca().cla()


def _flush_figures():
    """The inline backend after each cell: show the open figures, then close them."""
    figs = [_figures[n] for n in sorted(_figures)]
    close("all")
    for fig in figs:
        # A figure without Axes has no picture: IPython shows its text alone.
        data = {"text/plain": repr(fig)}
        if fig.axes:
            data["image/png"] = fig._repr_png_()
        display_native.publish(data)


# How many figures plt.show() has saved in this session (a terminal's show).
_saved_shows = [0]


def show(block=None):
    if display_native.rich_frontend():
        _flush_figures()
        return
    # The note goes to stderr: stdout stays what the program prints (real
    # matplotlib without a display prints nothing there either). Files are
    # numbered per session, so a later figure 1 does not overwrite an
    # earlier one.
    for num in sorted(_figures):
        fig = _figures[num]
        _saved_shows[0] += 1
        name = "figure_%d.png" % _saved_shows[0]
        fig.savefig(name)
        sys.stderr.write(
            "plt.show(): a terminal has no pixels; Figure %d saved as %s\n" % (num, name)
        )
    close("all")


def savefig(fname, **kwargs):
    return gcf().savefig(fname, **kwargs)


def tight_layout(pad=1.08, h_pad=None, w_pad=None, rect=None):
    gcf().tight_layout(pad=pad, h_pad=h_pad, w_pad=w_pad, rect=rect)


def subplots_adjust(left=None, bottom=None, right=None, top=None, wspace=None, hspace=None):
    gcf().subplots_adjust(left, bottom, right, top, wspace, hspace)


def suptitle(t, **kwargs):
    return gcf().suptitle(t, **kwargs)


# ---- the current Axes' methods ---------------------------------------------------


def plot(*args, **kwargs):
    return gca().plot(*args, **kwargs)


def scatter(x, y, s=None, c=None, **kwargs):
    return gca().scatter(x, y, s, c, **kwargs)


def bar(x, height, width=0.8, bottom=None, **kwargs):
    return gca().bar(x, height, width, bottom, **kwargs)


def barh(y, width, height=0.8, left=None, **kwargs):
    return gca().barh(y, width, height, left, **kwargs)


def hist(x, bins=10, **kwargs):
    return gca().hist(x, bins, **kwargs)


def imshow(X, cmap=None, **kwargs):
    return gca().imshow(X, cmap, **kwargs)


def fill_between(x, y1, y2=0, **kwargs):
    return gca().fill_between(x, y1, y2, **kwargs)


def errorbar(x, y, yerr=None, xerr=None, fmt="", **kwargs):
    return gca().errorbar(x, y, yerr, xerr, fmt, **kwargs)


def axhline(y=0, xmin=0, xmax=1, **kwargs):
    return gca().axhline(y, xmin, xmax, **kwargs)


def axvline(x=0, ymin=0, ymax=1, **kwargs):
    return gca().axvline(x, ymin, ymax, **kwargs)


def annotate(text, xy, xytext=None, arrowprops=None, **kwargs):
    return gca().annotate(text, xy, xytext, arrowprops, **kwargs)


def text(x, y, s, **kwargs):
    return gca().text(x, y, s, **kwargs)


def title(label, **kwargs):
    return gca().set_title(label, **kwargs)


def xlabel(xlabel, **kwargs):
    return gca().set_xlabel(xlabel, **kwargs)


def ylabel(ylabel, **kwargs):
    return gca().set_ylabel(ylabel, **kwargs)


def legend(*args, **kwargs):
    return gca().legend(*args, **kwargs)


def grid(visible=None, **kwargs):
    return gca().grid(visible, **kwargs)


def axis(arg=None, **kwargs):
    return gca().axis(arg, **kwargs)


def xlim(*args, **kwargs):
    ax = gca()
    if not args and not kwargs:
        return ax.get_xlim()
    return ax.set_xlim(*args, **kwargs)


def ylim(*args, **kwargs):
    ax = gca()
    if not args and not kwargs:
        return ax.get_ylim()
    return ax.set_ylim(*args, **kwargs)


def _ticks(axis_name, ticks, labels, kwargs):
    unsupported(axis_name + "ticks", kwargs)
    ax = gca()
    axis = ax.xaxis if axis_name == "x" else ax.yaxis
    if ticks is None:
        locs = ax.get_xticks() if axis_name == "x" else ax.get_yticks()
        shown, offset = axis.ticks()
        if axis_name == "x":
            return locs, [Text(v, 0, lab) for v, lab in shown]
        return locs, [Text(0, v, lab) for v, lab in shown]
    if axis_name == "x":
        ax.set_xticks(ticks, labels)
    else:
        ax.set_yticks(ticks, labels)
    return (ax.get_xticks() if axis_name == "x" else ax.get_yticks()), []


def xticks(ticks=None, labels=None, **kwargs):
    return _ticks("x", ticks, labels, kwargs)


def yticks(ticks=None, labels=None, **kwargs):
    return _ticks("y", ticks, labels, kwargs)


def gci():
    """The current image: the last image or coloured scatter of the current Axes."""
    for art in reversed(gca()._children):
        if getattr(art, "cmap", None) is not None:
            return art
    return None


def colorbar(mappable=None, cax=None, ax=None, **kwargs):
    if mappable is None:
        mappable = gci()
        if mappable is None:
            raise RuntimeError(
                "No mappable was found to use for colorbar creation. First define a mappable "
                "such as an image (with imshow) or a contour set (with contourf)."
            )
    return gcf().colorbar(mappable, cax=cax, ax=ax, **kwargs)


def get_cmap(name=None):
    return colors.get_cmap(name)


class _Style:
    def use(self, style):
        params.use_style(style)

    @property
    def available(self):
        return ["default"]


style = _Style()
