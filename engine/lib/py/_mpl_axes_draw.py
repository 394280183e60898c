# How an Axes paints itself into the display list: background, artists
# by zorder, grid, spines, ticks and their labels (and the offset text), axis
# labels, title, texts and legend; axis('equal') widens limits at draw time.
import _minitf_canvas as canvas
import _mpl_colors as colors
from _mpl_artists import Text
from _mpl_fills import FillsMixin

TICK_PT = 3.5  # xtick.major.size
TICK_PAD_PT = 3.5  # xtick.major.pad
LABEL_PAD_PT = 4.0  # axes.labelpad
TITLE_PAD_PT = 6.0  # axes.titlepad
SPINE_PT = 0.8  # axes.linewidth
GRID_COLOR = "#b0b0b0"
GRID_PT = 0.8


# Axes = its methods on AxesDrawMixin on FillsMixin: minitf classes have one base.
class AxesDrawMixin(FillsMixin):
    def _draw(self, out):
        self.xaxis.freeze()
        self.yaxis.freeze()
        try:
            if self._aspect != "auto" and self._adjustable == "datalim":
                self._apply_datalim()
            self._draw_frozen(out)
        finally:
            self.xaxis.thaw()
            self.yaxis.thaw()

    def _apply_datalim(self):
        """axis('equal'): widen one axis' limits (about their middle) so that a
        data unit is as long on both axes, as matplotlib's apply_aspect does."""
        bx, by, bw, bh = self._box()
        x0, x1 = self.xaxis._view
        y0, y1 = self.yaxis._view
        dx, dy = abs(x1 - x0), abs(y1 - y0)
        if dx == 0 or dy == 0 or bw == 0:
            return
        needed = (bh / bw) / self._aspect  # dy / dx for equal units
        if dy / dx < needed:
            half = dx * needed / 2
            mid = (y0 + y1) / 2
            sign = 1 if y1 >= y0 else -1
            self.yaxis._view = (mid - sign * half, mid + sign * half)
        else:
            half = dy / needed / 2
            mid = (x0 + x1) / 2
            sign = 1 if x1 >= x0 else -1
            self.xaxis._view = (mid - sign * half, mid + sign * half)

    def _draw_frozen(self, out):
        s = self.figure._px_per_pt()
        bx, by, bw, bh = self._box()
        corners = [bx, by, bx + bw, by, bx + bw, by + bh, bx, by + bh]
        if self._axison:
            out.append(("path", corners, True, (1.0, 1.0, 1.0, 1.0), None, 0.0, [], None))
        xt, xoff = self.xaxis.ticks()
        yt, yoff = self.yaxis.ticks()
        order = sorted(self._children, key=lambda a: a.zorder)
        done_grid = False
        for art in order:
            if art.zorder >= 1.5 and not done_grid:
                self._draw_grid(out, xt, yt)
                done_grid = True
            if not isinstance(art, Text):
                art.draw(self, out)
        if not done_grid:
            self._draw_grid(out, xt, yt)
        black = (0.0, 0.0, 0.0, 1.0)
        left_extent = bx
        bottom_extent = by + bh
        if self._axison:
            for seg in (
                [bx, by, bx, by + bh],
                [bx + bw, by, bx + bw, by + bh],
                [bx, by + bh, bx + bw, by + bh],
                [bx, by, bx + bw, by],
            ):
                out.append(("path", seg, False, None, black, SPINE_PT * s, [], None))
            tick = TICK_PT * s
            pad = (TICK_PT + TICK_PAD_PT) * s
            size = 10.0 * s
            for v, lab in xt if self._xaxis_visible else []:
                x = self._pixels([v], [0.0])[0]
                out.append(
                    (
                        "path",
                        [x, by + bh, x, by + bh + tick],
                        False,
                        None,
                        black,
                        SPINE_PT * s,
                        [],
                        None,
                    )
                )
                if lab:
                    out.append(("text", x, by + bh + pad, lab, size, black, "center", "top", 0.0))
                    w, asc, desc = canvas.text_size(lab, size)
                    bottom_extent = max(bottom_extent, by + bh + pad + asc + desc)
            right_extent = bx + bw
            for v, lab in yt:
                y = self._pixels([0.0], [v])[1]
                if self._yticks_right:
                    seg, tx, ha = [bx + bw, y, bx + bw + tick, y], bx + bw + pad, "left"
                else:
                    seg, tx, ha = [bx - tick, y, bx, y], bx - pad, "right"
                out.append(("path", seg, False, None, black, SPINE_PT * s, [], None))
                if lab:
                    out.append(("text", tx, y, lab, size, black, ha, "center", 0.0))
                    w, asc, desc = canvas.text_size(lab, size)
                    left_extent = min(left_extent, tx - w)
                    right_extent = max(right_extent, tx + w)
            if xoff:
                out.append(("text", bx + bw, bottom_extent, xoff, size, black, "right", "top", 0.0))
            if yoff:
                out.append(("text", bx, by - 2 * s, yoff, size, black, "left", "bottom", 0.0))
            lab = self._xlabel
            if lab.text:
                out.append(
                    (
                        "text",
                        bx + bw / 2,
                        bottom_extent + LABEL_PAD_PT * s,
                        lab.text,
                        lab.fontsize * s,
                        colors.to_rgba(lab.color),
                        "center",
                        "top",
                        0.0,
                    )
                )
            lab = self._ylabel
            if lab.text and self._yticks_right:
                out.append(
                    (
                        "text",
                        right_extent + LABEL_PAD_PT * s,
                        by + bh / 2,
                        lab.text,
                        lab.fontsize * s,
                        colors.to_rgba(lab.color),
                        "center",
                        "top",
                        90.0,
                    )
                )
            elif lab.text:
                out.append(
                    (
                        "text",
                        left_extent - LABEL_PAD_PT * s,
                        by + bh / 2,
                        lab.text,
                        lab.fontsize * s,
                        colors.to_rgba(lab.color),
                        "center",
                        "bottom",
                        90.0,
                    )
                )
        if self.title.text:
            t = self.title
            out.append(
                (
                    "text",
                    bx + bw / 2,
                    by - TITLE_PAD_PT * s,
                    t.text,
                    t.fontsize * s,
                    colors.to_rgba(t.color),
                    "center",
                    "baseline",
                    0.0,
                )
            )
        for art in self._children:
            if isinstance(art, Text):
                art.draw(self, out)
        if self.legend_ is not None:
            self.legend_.draw(out)

    def _draw_grid(self, out, xt, yt):
        if not self._grid or not self._axison:
            return
        s = self.figure._px_per_pt()
        bx, by, bw, bh = self._box()
        color = colors.to_rgba(GRID_COLOR)
        for v, lab in xt:
            x = self._pixels([v], [0.0])[0]
            out.append(("path", [x, by, x, by + bh], False, None, color, GRID_PT * s, [], None))
        for v, lab in yt:
            y = self._pixels([0.0], [v])[1]
            out.append(("path", [bx, y, bx + bw, y], False, None, color, GRID_PT * s, [], None))
