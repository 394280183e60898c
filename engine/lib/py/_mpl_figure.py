# matplotlib.figure.Figure: its size and dpi, its Axes on a grid
# (figure.subplot.* margins), and its output: the display list painted by
# cairo as PNG, or written as SVG; bbox_inches='tight' crops to what is drawn.
import _minitf_canvas as canvas
import _mpl_colors as colors
import _mpl_svg as svg
from _mpl_axes import Axes
import _mpl_params as params

TIGHT_PAD_IN = 0.1  # savefig.pad_inches


class Figure:
    __module__ = "matplotlib.figure"

    def __init__(self, figsize=None, dpi=None, facecolor=None):
        w, h = figsize if figsize is not None else params.rcParams["figure.figsize"]
        if not (float(w) > 0 and float(h) > 0):
            raise ValueError("figure size must be positive finite not %r" % ((w, h),))
        self._size = (float(w), float(h))
        self.dpi = float(dpi if dpi is not None else params.rcParams["figure.dpi"])
        self.facecolor = facecolor if facecolor is not None else "white"
        self.axes = []
        self._suptitle = None
        self.number = None
        self._subplotpars = {}  # subplots_adjust's, over rcParams' figure.subplot.*

    def __repr__(self):
        W, H = self._pixel_size()
        n = len(self.axes)
        return "<Figure size %gx%g with %d Axes>" % (W, H, n)

    def __str__(self):
        W, H = self._pixel_size()
        return "Figure(%gx%g)" % (W, H)

    def get_figwidth(self):
        return self._size[0]

    def get_figheight(self):
        return self._size[1]

    def get_size_inches(self):
        return self._size

    def set_size_inches(self, w, h=None):
        if h is None:
            w, h = w
        self._size = (float(w), float(h))

    def _pixel_size(self):
        return (self._size[0] * self.dpi, self._size[1] * self.dpi)

    def _px_per_pt(self):
        return self.dpi / 72.0

    # ---- axes ---------------------------------------------------------------------

    def _subplotpar(self, name):
        if name in self._subplotpars:
            return self._subplotpars[name]
        return params.rcParams["figure.subplot." + name]

    def subplots_adjust(
        self, left=None, bottom=None, right=None, top=None, wspace=None, hspace=None
    ):
        """Moves the grid's Axes to new margins and spacing (figure fractions)."""
        given = dict(left=left, bottom=bottom, right=right, top=top, wspace=wspace, hspace=hspace)
        for k, v in given.items():
            if v is not None:
                self._subplotpars[k] = float(v)
        for ax in self.axes:
            if ax._spec is not None:
                nrows, ncols, index = ax._spec
                ax._position = self._cell(nrows, ncols, index)

    def tight_layout(self, pad=1.08, h_pad=None, w_pad=None, rect=None):
        import _mpl_layout

        _mpl_layout.tight_layout(self, pad, h_pad, w_pad)

    def _cell(self, nrows, ncols, index):
        left, right = self._subplotpar("left"), self._subplotpar("right")
        bottom, top = self._subplotpar("bottom"), self._subplotpar("top")
        wspace, hspace = self._subplotpar("wspace"), self._subplotpar("hspace")
        cell_w = (right - left) / (ncols + wspace * (ncols - 1))
        cell_h = (top - bottom) / (nrows + hspace * (nrows - 1))
        row, col = divmod(index, ncols)
        x = left + col * cell_w * (1 + wspace)
        y = top - cell_h - row * cell_h * (1 + hspace)
        return (x, y, cell_w, cell_h)

    def add_subplot(self, *args, **kwargs):
        if kwargs:
            raise AttributeError(
                "Figure.add_subplot: minitf's matplotlib does not implement %r" % next(iter(kwargs))
            )
        if not args:
            args = (1, 1, 1)
        if len(args) == 1:
            n = int(args[0])
            args = (n // 100, n // 10 % 10, n % 10)
        nrows, ncols, index = (int(a) for a in args)
        if not 1 <= index <= nrows * ncols:
            raise ValueError(
                "num must be an integer with 1 <= num <= %d, not %d" % (nrows * ncols, index)
            )
        pos = self._cell(nrows, ncols, index - 1)
        for ax in self.axes:
            if ax._spec == (nrows, ncols, index - 1):
                return ax
        return self.add_axes_at(pos, (nrows, ncols, index - 1))

    def subplots(self, nrows=1, ncols=1, squeeze=True):
        grid = [
            [
                self.add_axes_at(
                    self._cell(nrows, ncols, r * ncols + c), (nrows, ncols, r * ncols + c)
                )
                for c in range(ncols)
            ]
            for r in range(nrows)
        ]
        if squeeze and nrows == 1 and ncols == 1:
            return grid[0][0]
        if squeeze and (nrows == 1 or ncols == 1):
            return AxesArray([ax for row in grid for ax in row], (nrows * ncols,))
        return AxesArray([ax for row in grid for ax in row], (nrows, ncols))

    def add_axes_at(self, pos, grid=None):
        ax = Axes(self, pos)
        ax._spec = grid  # (nrows, ncols, index) of a subplot, which moves with the grid
        self.axes.append(ax)
        return ax

    def add_axes(self, rect):
        return self.add_axes_at(tuple(float(v) for v in rect))

    def gca(self):
        if not self.axes:
            return self.add_subplot(1, 1, 1)
        return self.axes[-1]

    def get_axes(self):
        return list(self.axes)

    def delaxes(self, ax):
        self.axes.remove(ax)

    def clf(self):
        self.axes = []
        self._suptitle = None

    clear = clf

    def colorbar(self, mappable, cax=None, ax=None, **kwargs):
        from _mpl_colorbar import Colorbar

        if cax is not None:
            raise AttributeError("colorbar(cax=...): minitf's matplotlib does not implement it")
        parent = ax if ax is not None else mappable.axes
        return Colorbar(self, mappable, parent, **kwargs)

    def suptitle(self, t, fontsize=None, **kwargs):
        from _mpl_artists import Text

        size = 12.0 if fontsize is None else float(fontsize)
        self._suptitle = Text(0.5, 0.98, t, fontsize=size, ha="center", va="top")
        return self._suptitle

    # ---- output ---------------------------------------------------------------------

    def _display_list(self):
        out = []
        for ax in self.axes:
            ax._draw(out)
        if self._suptitle is not None and self._suptitle.text:
            W, H = self._pixel_size()
            t = self._suptitle
            out.append(
                (
                    "text",
                    W * t.x,
                    H * (1 - t.y),
                    t.text,
                    t.fontsize * self._px_per_pt(),
                    colors.to_rgba(t.color),
                    "center",
                    "top",
                    0.0,
                )
            )
        return out

    def _render(self, dpi=None, tight=False):
        """(width, height, background, commands) in pixels at dpi."""
        saved = self.dpi
        if dpi is not None:
            self.dpi = float(dpi)
        try:
            cmds = self._display_list()
            W, H = self._pixel_size()
        finally:
            self.dpi = saved
        w, h = int(round(W)), int(round(H))
        if tight:
            x0, y0, x1, y1 = svg.bounds(cmds, W, H)
            pad = TIGHT_PAD_IN * (saved if dpi is None else float(dpi))
            x0, y0, x1, y1 = x0 - pad, y0 - pad, x1 + pad, y1 + pad
            cmds = svg.shifted(cmds, -x0, -y0)
            w, h = int(round(x1 - x0)), int(round(y1 - y0))
        return w, h, colors.to_rgba(self.facecolor), cmds

    def savefig(
        self,
        fname,
        dpi=None,
        format=None,
        bbox_inches=None,
        facecolor=None,
        transparent=False,
        **kwargs,
    ):
        from _mpl_artists import unsupported

        unsupported("savefig", kwargs)
        if not isinstance(fname, str):
            raise TypeError(
                "savefig: minitf saves to a file name (str), not %s" % type(fname).__name__
            )
        if format is None:
            format = fname.rsplit(".", 1)[-1].lower() if "." in fname else "png"
            if "." not in fname:
                fname = fname + ".png"
        if dpi == "figure":
            dpi = None
        if bbox_inches not in (None, "tight"):
            raise ValueError(
                "bbox_inches: minitf supports None and 'tight', not %r" % (bbox_inches,)
            )
        saved = self.facecolor
        if facecolor is not None:
            self.facecolor = facecolor
        if transparent:
            self.facecolor = "none"
        try:
            w, h, bg, cmds = self._render(dpi, bbox_inches == "tight")
        finally:
            self.facecolor = saved
        if format == "png":
            canvas.write_png(fname, w, h, bg, cmds)
        elif format == "svg":
            with open(fname, "w") as f:
                f.write(svg.document(w, h, bg, cmds))
        else:
            raise ValueError("Format %r is not supported (supported formats: png, svg)" % format)

    def _repr_png_(self):
        if not self.axes:
            return None
        w, h, bg, cmds = self._render(None, True)
        return canvas.png(w, h, bg, cmds)

    def _svg(self):
        w, h, bg, cmds = self._render(None, True)
        return svg.document(w, h, bg, cmds)


class AxesArray:
    """subplots' grid of Axes, indexed as numpy's object array would be."""

    __module__ = "numpy"

    def __init__(self, items, shape):
        self._items = items
        self.shape = shape
        self.ndim = len(shape)
        self.size = len(items)

    def __len__(self):
        return self.shape[0]

    def __getitem__(self, key):
        if self.ndim == 1:
            if isinstance(key, slice):
                items = self._items[key]
                return AxesArray(items, (len(items),))
            return self._items[key]
        if isinstance(key, tuple):
            r, c = key
            if isinstance(r, int) and isinstance(c, int):
                rows, cols = self.shape
                return self._items[(r % rows) * cols + (c % cols)]
            raise IndexError("minitf's Axes array takes [row, col] with two integers")
        rows, cols = self.shape
        return AxesArray(self._items[(key % rows) * cols : (key % rows + 1) * cols], (cols,))

    def __iter__(self):
        if self.ndim == 1:
            return iter(self._items)
        return iter([self[r] for r in range(self.shape[0])])

    @property
    def flat(self):
        return iter(self._items)

    def ravel(self):
        return AxesArray(list(self._items), (len(self._items),))

    flatten = ravel

    def __repr__(self):
        if self.ndim == 1:
            return "array([" + ", ".join(repr(a) for a in self._items) + "], dtype=object)"
        rows = []
        for r in range(self.shape[0]):
            rows.append("[" + ", ".join(repr(a) for a in self[r]._items) + "]")
        return "array([" + ",\n       ".join(rows) + "], dtype=object)"
