# matplotlib.axis: one axis of an Axes: its limits (set, or from the data
# with 5% margins and sticky edges), its locator and formatter, and the ticks
# and labels they decide.
import math
import _mpl_ticker as ticker

# The tick label size (rcParams xtick.labelsize 'medium': 10 pt); the
# locator fits one label per 3 of these along x, per 2 along y.
LABEL_PT = 10.0
MARGIN = 0.05  # axes.xmargin, axes.ymargin


class Axis:
    __module__ = "matplotlib.axis"

    def __init__(self, axes, name):
        self.axes = axes
        self.axis_name = name
        self.limits = None  # set by set_xlim; None: from the data
        self.inverted = False
        self.locator = ticker.AutoLocator()
        self.locator.set_axis(self)
        self.formatter = ticker.ScalarFormatter()
        self.formatter.set_axis(self)
        self.fixed_labels = None
        self._view = None

    # ---- limits ------------------------------------------------------------

    def data_interval(self):
        lo, hi, stickies = None, None, []
        for art in self.axes._artists():
            ext = art.extent(self.axis_name)
            if ext is None:
                continue
            if lo is None or ext[0] < lo:
                lo = ext[0]
            if hi is None or ext[1] > hi:
                hi = ext[1]
            stickies.extend(art.sticky(self.axis_name))
        return lo, hi, sorted(stickies)

    def autoscale(self):
        lo, hi, stickies = self.data_interval()
        if lo is None:
            return (0.0, 1.0)
        x0, x1 = ticker.nonsingular(lo, hi, expander=0.05)
        tol = 1e-5 * max(abs(x0), abs(x1), abs(x1 - x0))
        below = [s for s in stickies if s < x0 + tol]
        above = [s for s in stickies if s > x1 - tol]
        delta = (x1 - x0) * MARGIN
        x0, x1 = x0 - delta, x1 + delta
        if below:
            x0 = max(x0, below[-1])
        if above:
            x1 = min(x1, above[0])
        return self.locator.view_limits(x0, x1)

    def get_view_interval(self):
        if self._view is not None:
            return self._view
        v = self.limits if self.limits is not None else self.autoscale()
        if self.inverted and v[0] < v[1]:
            v = (v[1], v[0])
        return v

    def freeze(self):
        self._view = None
        self._view = self.get_view_interval()

    def thaw(self):
        self._view = None

    # ---- ticks -------------------------------------------------------------

    def get_tick_space(self):
        fig = self.axes.figure
        x0, y0, w, h = self.axes._position_now()
        if self.axis_name == "x":
            length = w * fig.get_figwidth() * 72
            size = LABEL_PT * 3
        else:
            length = h * fig.get_figheight() * 72
            size = LABEL_PT * 2
        return int(math.floor(length / size))

    def ticks(self):
        """[(value, label)] of the ticks drawn, and the offset text."""
        locs = self.locator()
        if self.fixed_labels is not None:
            labels = list(self.fixed_labels)
            labels = labels + [""] * (len(locs) - len(labels))
            offset = ""
        else:
            labels = self.formatter.format_ticks(locs)
            offset = self.formatter.get_offset()
        a, b = self.get_view_interval()
        lo, hi = min(a, b), max(a, b)
        tol = 1e-10 * (hi - lo)
        shown = [(v, lab) for v, lab in zip(locs, labels) if lo - tol <= v <= hi + tol]
        return shown, offset

    def get_majorticklocs(self):
        return self.locator()

    def get_major_locator(self):
        return self.locator

    def get_major_formatter(self):
        return self.formatter

    def set_major_locator(self, locator):
        self.locator = locator
        locator.set_axis(self)

    def set_major_formatter(self, formatter):
        self.formatter = formatter
        formatter.set_axis(self)
        self.fixed_labels = None

    def set_ticks(self, ticks, labels=None):
        self.locator = ticker.FixedLocator(ticks)
        self.locator.set_axis(self)
        self.fixed_labels = None if labels is None else [str(s) for s in labels]
        if len(ticks) and self.limits is None:
            lo, hi = self.get_view_interval()
            lo, hi = min(lo, hi), max(lo, hi)
            self.limits = (min(lo, min(ticks)), max(hi, max(ticks)))
