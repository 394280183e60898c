# tight_layout: subplot margins and spacing that make room for each Axes'
# tick labels, axis labels and title, as matplotlib's _auto_adjust_subplotpars
# decides them (pad in font sizes: 1.08 x 10 pt around and between).
import _mpl_params as params
import _mpl_svg as svg


def _decorations(fig, ax):
    """(left, right, top, bottom): how far ax's drawing reaches beyond its box,
    in figure fractions."""
    out = []
    ax._draw(out)
    W, H = fig._pixel_size()
    x0, y0, x1, y1 = svg.bounds(out, W, H)
    bx, by, bw, bh = ax._box()
    return (
        max(0.0, bx - x0) / W,
        max(0.0, x1 - (bx + bw)) / W,
        max(0.0, by - y0) / H,
        max(0.0, y1 - (by + bh)) / H,
    )


def tight_layout(fig, pad=1.08, h_pad=None, w_pad=None):
    grid_axes = [ax for ax in fig.axes if ax._spec is not None]
    if not grid_axes:
        return
    nrows, ncols = grid_axes[0]._spec[:2]
    if any(ax._spec[:2] != (nrows, ncols) for ax in grid_axes):
        raise ValueError("tight_layout: minitf lays out one grid of subplots per figure")
    font_in = params.rcParams["font.size"] / 72.0
    pad_w = pad * font_in / fig.get_figwidth()
    pad_h = pad * font_in / fig.get_figheight()
    wpad = (pad if w_pad is None else w_pad) * font_in / fig.get_figwidth()
    hpad = (pad if h_pad is None else h_pad) * font_in / fig.get_figheight()
    left = [[0.0] * ncols for _ in range(nrows)]
    right = [[0.0] * ncols for _ in range(nrows)]
    top = [[0.0] * ncols for _ in range(nrows)]
    bottom = [[0.0] * ncols for _ in range(nrows)]
    for ax in grid_axes:
        r, c = divmod(ax._spec[2], ncols)
        left[r][c], right[r][c], top[r][c], bottom[r][c] = _decorations(fig, ax)
    margin_left = max(row[0] for row in left) + pad_w
    margin_right = max(row[-1] for row in right) + pad_w
    margin_top = max(top[0]) + pad_h
    margin_bottom = max(bottom[-1]) + pad_h
    if fig._suptitle is not None and fig._suptitle.text:
        import _minitf_canvas as canvas

        size = fig._suptitle.fontsize * fig._px_per_pt()
        w, asc, desc = canvas.text_size(fig._suptitle.text, size)
        margin_top += (asc + desc) / fig._pixel_size()[1] + (1 - fig._suptitle.y)
    kw = dict(left=margin_left, right=1 - margin_right, bottom=margin_bottom, top=1 - margin_top)
    if ncols > 1:
        space = max(right[r][c] + left[r][c + 1] for r in range(nrows) for c in range(ncols - 1))
        space += wpad
        axes_w = (1 - margin_right - margin_left - space * (ncols - 1)) / ncols
        kw["wspace"] = space / axes_w
    if nrows > 1:
        space = max(bottom[r][c] + top[r + 1][c] for r in range(nrows - 1) for c in range(ncols))
        space += hpad
        axes_h = (1 - margin_top - margin_bottom - space * (nrows - 1)) / nrows
        kw["hspace"] = space / axes_h
    if kw["left"] >= kw["right"] or kw["bottom"] >= kw["top"]:
        import warnings

        warnings.warn(
            "Tight layout not applied. The left and right margins cannot be made "
            "large enough to accommodate all axes decorations."
        )
        return
    fig.subplots_adjust(**kw)
