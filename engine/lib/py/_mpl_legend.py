# matplotlib.legend.Legend: the labelled artists of an Axes in a framed box,
# at loc ('best' picks the first of matplotlib's nine places that covers
# the fewest data points).
import _minitf_canvas as canvas
import _mpl_colors as colors

# Sizes in units of the font size (rcParams legend.*).
BORDERPAD = 0.4
LABELSPACING = 0.5
HANDLELENGTH = 2.0
HANDLEHEIGHT = 0.7
HANDLETEXTPAD = 0.8
BORDERAXESPAD = 0.5
FRAME_ALPHA = 0.8
FRAME_EDGE = "0.8"

_CODES = {
    "best": 0,
    "upper right": 1,
    "upper left": 2,
    "lower left": 3,
    "lower right": 4,
    "right": 5,
    "center left": 6,
    "center right": 7,
    "lower center": 8,
    "upper center": 9,
    "center": 10,
}


class Legend:
    __module__ = "matplotlib.legend"

    def __init__(self, axes, args, loc, fontsize, title, frameon, kwargs):
        self.axes = axes
        handles = [a for a in axes._children if hasattr(a, "legend_sample")]
        if len(args) == 2:
            handles, labels = list(args[0]), [str(s) for s in args[1]]
        elif len(args) == 1:
            labels = [str(s) for s in args[0]]
            handles = handles[: len(labels)]
        else:
            pairs = [(h, h.get_label()) for h in handles if not h.get_label().startswith("_")]
            handles = [h for h, lab in pairs]
            labels = [lab for h, lab in pairs]
        for k in kwargs:
            raise AttributeError("minitf's matplotlib does not implement legend(%s=...)" % k)
        self.handles = [
            getattr(h, "patches", [h])[0] if hasattr(h, "patches") else h for h in handles
        ]
        self.labels = labels
        if isinstance(loc, int):
            self.loc = loc
        elif loc in _CODES:
            self.loc = _CODES[loc]
        else:
            raise ValueError(
                "%r is not a valid value for loc; supported values are %s"
                % (loc, ", ".join(repr(k) for k in _CODES))
            )
        self.fontsize = 10.0 if fontsize is None else float(fontsize)
        self.title = title
        self.frameon = frameon

    def get_texts(self):
        return list(self.labels)

    def _size(self):
        s = self.axes.figure._px_per_pt()
        f = self.fontsize * s
        widths = []
        heights = []
        for lab in self.labels:
            w, asc, desc = canvas.text_size(lab, f)
            widths.append(w)
            heights.append(asc + desc)
        row = max([HANDLEHEIGHT * f] + heights)
        w = (2 * BORDERPAD + HANDLELENGTH + HANDLETEXTPAD) * f + (max(widths) if widths else 0)
        n = len(self.labels)
        h = 2 * BORDERPAD * f + n * row + max(0, n - 1) * LABELSPACING * f
        return w, h, row, f

    def _place(self, code, w, h, f):
        bx, by, bw, bh = self.axes._box()
        pad = BORDERAXESPAD * f
        left, right = bx + pad, bx + bw - pad - w
        top, bottom = by + pad, by + bh - pad - h
        cx, cy = bx + (bw - w) / 2, by + (bh - h) / 2
        return {
            1: (right, top),
            2: (left, top),
            3: (left, bottom),
            4: (right, bottom),
            5: (right, cy),
            6: (left, cy),
            7: (right, cy),
            8: (cx, bottom),
            9: (cx, top),
            10: (cx, cy),
        }[code]

    def _best(self, w, h, f):
        points = []
        segments = []
        for art in self.axes._children:
            if hasattr(art, "x") and hasattr(art, "y") and isinstance(art.x, list):
                px = self.axes._pixels(art.x, art.y)
                pts = [(px[i], px[i + 1]) for i in range(0, len(px), 2)]
                points.extend(pts)
                if getattr(art, "linestyle", ""):
                    segments.extend(zip(pts, pts[1:]))
        rects = [a for a in self.axes._children if hasattr(a, "xy")]
        best, best_bad = 1, None
        for code in range(1, 11):
            x, y = self._place(code, w, h, f)
            bad = sum(1 for px, py in points if x <= px <= x + w and y <= py <= y + h)
            bad += sum(1 for a, b in segments if _crosses(a, b, x, y, w, h))
            for r in rects:
                px = self.axes._pixels([r.xy[0], r.xy[0] + r.width], [r.xy[1], r.xy[1] + r.height])
                if (
                    min(px[0], px[2]) < x + w
                    and max(px[0], px[2]) > x
                    and min(px[1], px[3]) < y + h
                    and max(px[1], px[3]) > y
                ):
                    bad += 1
            if best_bad is None or bad < best_bad:
                best, best_bad = code, bad
            if bad == 0:
                break
        return best

    def draw(self, out):
        if not self.labels:
            return
        s = self.axes.figure._px_per_pt()
        w, h, row, f = self._size()
        code = self.loc if self.loc != 0 else self._best(w, h, f)
        x, y = self._place(code, w, h, f)
        if self.frameon:
            face = colors.to_rgba("w", FRAME_ALPHA)
            edge = colors.to_rgba(FRAME_EDGE, FRAME_ALPHA)
            out.append(
                (
                    "path",
                    [x, y, x + w, y, x + w, y + h, x, y + h],
                    True,
                    face,
                    edge,
                    1.0 * s,
                    [],
                    None,
                )
            )
        cy = y + BORDERPAD * f
        black = (0.0, 0.0, 0.0, 1.0)
        for handle, label in zip(self.handles, self.labels):
            hx = x + BORDERPAD * f
            hh = HANDLEHEIGHT * f
            handle.legend_sample(self.axes, out, hx, cy + (row - hh) / 2, HANDLELENGTH * f, hh)
            tx = hx + (HANDLELENGTH + HANDLETEXTPAD) * f
            out.append(("text", tx, cy + row / 2, label, f, black, "left", "center", 0.0))
            cy += row + LABELSPACING * f


def _crosses(a, b, x, y, w, h):
    """Whether segment a-b meets the box (by sampling: enough for ranking)."""
    for k in range(9):
        t = k / 8
        px = a[0] + (b[0] - a[0]) * t
        py = a[1] + (b[1] - a[1]) * t
        if x <= px <= x + w and y <= py <= y + h:
            return True
    return False
