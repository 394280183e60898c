# matplotlib.ticker: where ticks go and how they read, as matplotlib 3.6
# decides: MaxNLocator (AutoLocator's steps 1, 2, 2.5, 5, 10) and
# ScalarFormatter (a shared offset and power of ten, the Unicode minus).
import math

__all__ = [
    "Locator",
    "MaxNLocator",
    "AutoLocator",
    "FixedLocator",
    "NullLocator",
    "Formatter",
    "ScalarFormatter",
    "FixedFormatter",
    "NullFormatter",
    "FuncFormatter",
    "FormatStrFormatter",
    "nonsingular",
    "scale_range",
]

_MINUS = "\u2212"


def nonsingular(vmin, vmax, expander=0.001, tiny=1e-15, increasing=True):
    """matplotlib.transforms.nonsingular: an interval that is not a point."""
    if not (math.isfinite(vmin) and math.isfinite(vmax)):
        return -expander, expander
    swapped = False
    if vmax < vmin:
        vmin, vmax = vmax, vmin
        swapped = True
    maxabsvalue = max(abs(vmin), abs(vmax))
    if maxabsvalue < (1e6 / tiny) * 2.2250738585072014e-308:
        vmin = -expander
        vmax = expander
    elif vmax - vmin <= maxabsvalue * tiny:
        if vmax == 0 and vmin == 0:
            vmin = -expander
            vmax = expander
        else:
            vmin -= expander * abs(vmin)
            vmax += expander * abs(vmax)
    if swapped and not increasing:
        vmin, vmax = vmax, vmin
    return vmin, vmax


def scale_range(vmin, vmax, n=1, threshold=100):
    dv = abs(vmax - vmin)
    meanv = (vmax + vmin) / 2
    if abs(meanv) / dv < threshold:
        offset = 0
    else:
        offset = math.copysign(10 ** (math.log10(abs(meanv)) // 1), meanv)
    scale = 10 ** (math.log10(dv / n) // 1)
    return scale, offset


class _Edge:
    """Integer multiples of a step, with slop for a large offset."""

    def __init__(self, step, offset):
        self.step = step
        self.offset = abs(offset)

    def closeto(self, ms, edge):
        if self.offset > 0:
            digits = math.log10(self.offset / self.step)
            tol = max(1e-10, 10 ** (digits - 12))
            tol = min(0.4999, tol)
        else:
            tol = 1e-10
        return abs(ms - edge) < tol

    def le(self, x):
        d, m = divmod(x, self.step)
        if self.closeto(m / self.step, 1):
            return d + 1
        return d

    def ge(self, x):
        d, m = divmod(x, self.step)
        if self.closeto(m / self.step, 0):
            return d
        return d + 1


class Locator:
    axis = None

    def set_axis(self, axis):
        self.axis = axis

    def __call__(self):
        vmin, vmax = self.axis.get_view_interval()
        return self.tick_values(vmin, vmax)

    def view_limits(self, vmin, vmax):
        return nonsingular(vmin, vmax)


class MaxNLocator(Locator):
    """At most nbins intervals, at nice steps ('auto': by the axis' length)."""

    def __init__(self, nbins=10, steps=None, integer=False, min_n_ticks=2, prune=None):
        self._nbins = nbins
        if steps is None:
            steps = [1, 2, 2.5, 3, 4, 5, 6, 8, 10]
        self._steps = [float(s) for s in steps]
        # The steps from a tenth to ten times: the staircase matplotlib walks.
        self._extended = [0.1 * s for s in self._steps[:-1]] + self._steps + [10 * self._steps[1]]
        self._integer = integer
        self._min_n_ticks = min_n_ticks
        self._prune = prune

    def _nbins_now(self):
        if self._nbins == "auto":
            if self.axis is not None:
                return min(max(self.axis.get_tick_space(), max(1, self._min_n_ticks - 1)), 9)
            return 9
        return self._nbins

    def tick_values(self, vmin, vmax):
        vmin, vmax = nonsingular(vmin, vmax, expander=1e-13, tiny=1e-14)
        nbins = self._nbins_now()
        scale, offset = scale_range(vmin, vmax, nbins)
        _vmin = vmin - offset
        _vmax = vmax - offset
        steps = [s * scale for s in self._extended]
        if self._integer:
            steps = [s for s in steps if s < 1 or abs(s - round(s)) < 0.001]
        raw_step = (_vmax - _vmin) / nbins
        istep = 0
        while istep < len(steps) - 1 and steps[istep] < raw_step:
            istep += 1
        ticks = []
        for step in reversed(steps[: istep + 1]):
            if self._integer and math.floor(_vmax) - math.ceil(_vmin) >= self._min_n_ticks - 1:
                step = max(1, step)
            best_vmin = (_vmin // step) * step
            edge = _Edge(step, offset)
            low = int(edge.le(_vmin - best_vmin))
            high = int(edge.ge(_vmax - best_vmin))
            ticks = [k * step + best_vmin for k in range(low, high + 1)]
            nticks = sum(1 for t in ticks if _vmin <= t <= _vmax)
            if nticks >= self._min_n_ticks:
                break
        locs = [t + offset for t in ticks]
        if self._prune == "lower":
            locs = locs[1:]
        elif self._prune == "upper":
            locs = locs[:-1]
        elif self._prune == "both":
            locs = locs[1:-1]
        return locs

    def view_limits(self, dmin, dmax):
        return nonsingular(dmin, dmax)


class AutoLocator(MaxNLocator):
    def __init__(self):
        MaxNLocator.__init__(self, nbins="auto", steps=[1, 2, 2.5, 5, 10])


class FixedLocator(Locator):
    def __init__(self, locs, nbins=None):
        self.locs = list(locs)
        self.nbins = nbins

    def tick_values(self, vmin, vmax):
        return list(self.locs)


class NullLocator(Locator):
    def tick_values(self, vmin, vmax):
        return []


class Formatter:
    axis = None
    locs = []

    def set_axis(self, axis):
        self.axis = axis

    def format_ticks(self, values):
        self.set_locs(values)
        return [self(value, i) for i, value in enumerate(values)]

    def set_locs(self, locs):
        self.locs = locs

    def get_offset(self):
        return ""

    @staticmethod
    def fix_minus(s):
        return s.replace("-", _MINUS)


class NullFormatter(Formatter):
    def __call__(self, x, pos=None):
        return ""


class FixedFormatter(Formatter):
    def __init__(self, seq):
        self.seq = list(seq)

    def __call__(self, x, pos=None):
        if pos is None or pos >= len(self.seq):
            return ""
        return self.seq[pos]


class FuncFormatter(Formatter):
    def __init__(self, func):
        self.func = func

    def __call__(self, x, pos=None):
        return self.func(x, pos)


class FormatStrFormatter(Formatter):
    def __init__(self, fmt):
        self.fmt = fmt

    def __call__(self, x, pos=None):
        return self.fmt % x


def _round_to(x, decimals):
    return round(x, decimals)


class ScalarFormatter(Formatter):
    """Tick labels with as few decimals as tell them apart, an offset
    ("+1e3") when they share leading digits, and a power of ten ("1e6")
    beyond 1e-5 .. 1e6."""

    def __init__(self, useOffset=True, useMathText=False, useLocale=False):
        self._useOffset = useOffset
        self._offset_threshold = 4
        self._powerlimits = (-5, 6)
        self._scientific = True
        self.offset = 0
        self.orderOfMagnitude = 0
        self.format = "%1.1f"
        self.locs = []

    def set_useOffset(self, val):
        self._useOffset = bool(val)
        if not val:
            self.offset = 0

    def set_scientific(self, b):
        self._scientific = bool(b)

    def set_powerlimits(self, lims):
        self._powerlimits = tuple(lims)

    def __call__(self, x, pos=None):
        if len(self.locs) == 0:
            return ""
        xp = (x - self.offset) / (10.0**self.orderOfMagnitude)
        if abs(xp) < 1e-8:
            xp = 0
        return self.fix_minus(self.format % xp)

    def _view(self):
        a, b = self.axis.get_view_interval()
        return (a, b) if a <= b else (b, a)

    def set_locs(self, locs):
        self.locs = list(locs)
        if len(self.locs) > 0:
            if self._useOffset:
                self._compute_offset()
            self._set_order_of_magnitude()
            self._set_format()

    def _compute_offset(self):
        vmin, vmax = self._view()
        locs = [v for v in self.locs if vmin <= v <= vmax]
        if not locs:
            self.offset = 0
            return
        lmin, lmax = min(locs), max(locs)
        if lmin == lmax or lmin <= 0 <= lmax:
            self.offset = 0
            return
        abs_min, abs_max = sorted([abs(float(lmin)), abs(float(lmax))])
        sign = math.copysign(1, lmin)
        oom_max = math.ceil(math.log10(abs_max))
        oom = oom_max
        while abs_min // 10**oom == abs_max // 10**oom:
            oom -= 1
        oom += 1
        if (abs_max - abs_min) / 10**oom <= 1e-2:
            oom = oom_max
            while abs_max // 10**oom - abs_min // 10**oom <= 1:
                oom -= 1
            oom += 1
        n = self._offset_threshold - 1
        if abs_max // 10**oom >= 10**n:
            self.offset = sign * (abs_max // 10**oom) * 10**oom
        else:
            self.offset = 0

    def _set_order_of_magnitude(self):
        if not self._scientific:
            self.orderOfMagnitude = 0
            return
        if self._powerlimits[0] == self._powerlimits[1] != 0:
            self.orderOfMagnitude = self._powerlimits[0]
            return
        vmin, vmax = self._view()
        locs = [abs(v) for v in self.locs if vmin <= v <= vmax]
        if not locs:
            self.orderOfMagnitude = 0
            return
        if self.offset:
            oom = math.floor(math.log10(vmax - vmin))
        else:
            val = max(locs)
            oom = 0 if val == 0 else math.floor(math.log10(val))
        if oom <= self._powerlimits[0] or oom >= self._powerlimits[1]:
            self.orderOfMagnitude = oom
        else:
            self.orderOfMagnitude = 0

    def _set_format(self):
        if len(self.locs) < 2:
            _locs = list(self.locs) + list(self.axis.get_view_interval())
        else:
            _locs = self.locs
        scale = 10.0**self.orderOfMagnitude
        locs = [(v - self.offset) / scale for v in _locs]
        loc_range = max(locs) - min(locs)
        if loc_range == 0:
            loc_range = max(abs(v) for v in locs)
        if loc_range == 0:
            loc_range = 1
        if len(self.locs) < 2:
            locs = locs[:-2]
        loc_range_oom = int(math.floor(math.log10(loc_range)))
        sigfigs = max(0, 3 - loc_range_oom)
        thresh = 1e-3 * 10**loc_range_oom
        while sigfigs >= 0:
            if max([abs(v - _round_to(v, sigfigs)) for v in locs] + [0.0]) < thresh:
                sigfigs -= 1
            else:
                break
        sigfigs += 1
        self.format = "%1." + str(sigfigs) + "f"

    def format_data(self, value):
        e = math.floor(math.log10(abs(value)))
        s = round(value / 10**e, 10)
        significand = ("%d" if s % 1 == 0 else "%1.10g") % s
        if e == 0:
            return self.fix_minus(significand)
        return self.fix_minus(significand + "e" + ("%d" % e))

    def get_offset(self):
        if len(self.locs) == 0:
            return ""
        s = ""
        if self.orderOfMagnitude or self.offset:
            offset_str = ""
            sci_str = ""
            if self.offset:
                offset_str = self.format_data(self.offset)
                if self.offset > 0:
                    offset_str = "+" + offset_str
            if self.orderOfMagnitude:
                sci_str = "1e%d" % self.orderOfMagnitude
            s = sci_str + offset_str
        return self.fix_minus(s)
