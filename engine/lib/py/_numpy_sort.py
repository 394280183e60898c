# numpy's sorting, searching and counting functions and its order
# statistics (numpy/core/fromnumeric.py, numpy/lib/arraysetops.py,
# numpy/lib/function_base.py, numpy/lib/histograms.py). Sorts are stable
# (numpy's default introsort is too, below 17 elements; longer runs of equal
# keys may be ordered differently by numpy's). NaNs sort last, as numpy's.
import _numpy_native as _nat
from _numpy_shape import _axis

np = None

__all__ = [
    "sort",
    "argsort",
    "unique",
    "searchsorted",
    "percentile",
    "quantile",
    "median",
    "histogram",
    "bincount",
]


def _key(v):
    # NaN after every number, as numpy sorts.
    if v != v:
        return (1, 0.0)
    return (0, v)


def _order(x, axis):
    # The sorting permutation along `axis`, and x with that axis last.
    moved = np.moveaxis(x, axis, -1)
    return moved, _nat.argsort_last(moved)


def sort(a, axis=-1, kind=None, order=None):
    x = np.asarray(a)
    if axis is None:
        x = x.ravel()
        axis = -1
    if x.ndim == 0:
        raise AxisError_for(axis, 0)
    axis = _axis(axis, x.ndim)
    if x.size == 0:
        return x.copy()
    moved, idx = _order(x, axis)
    n = moved.shape[-1]
    base = (np.arange(idx.size // n) * n).reshape(idx.shape[:-1] + (1,))
    res = moved.reshape(-1)[(idx + base).reshape(-1)].reshape(moved.shape)
    return np.moveaxis(res, -1, axis)


def argsort(a, axis=-1, kind=None, order=None):
    x = np.asarray(a)
    if axis is None:
        x = x.ravel()
        axis = -1
    if x.ndim == 0:
        return np.zeros((), dtype=np.int64) if axis in (-1, 0) else AxisError_for(axis, 0)
    axis = _axis(axis, x.ndim)
    if x.size == 0:
        return np.zeros(x.shape, dtype=np.int64)
    moved, idx = _order(x, axis)
    return np.moveaxis(idx, -1, axis)


def AxisError_for(axis, ndim):
    return np.AxisError(
        "axis " + str(axis) + " is out of bounds for array of dimension " + str(ndim)
    )


def unique(ar, return_index=False, return_inverse=False, return_counts=False, axis=None):
    if axis is not None:
        raise NotImplementedError("minitf's numpy.unique does not take axis=")
    x = np.asarray(ar).ravel()
    vals = x.tolist()
    order = _nat.argsort_last(x).tolist() if x.size else []
    uniq, first, counts = [], [], []
    inverse = [0] * len(vals)
    for i in order:
        v = vals[i]
        # NaNs are each their own value in numpy 1.24's unique? No: equal_nan
        # collapses them (numpy >= 1.24 default).
        same = uniq and (uniq[-1] == v or (v != v and uniq[-1] != uniq[-1]))
        if not same:
            uniq.append(v)
            first.append(i)
            counts.append(0)
        counts[-1] += 1
        inverse[i] = len(uniq) - 1
    result = [_nat.as_array(uniq, x.dtype) if uniq else np.zeros((0,), dtype=x.dtype)]
    if return_index:
        result.append(_nat.as_array(first, np.int64))
    if return_inverse:
        result.append(_nat.as_array(inverse, np.int64))
    if return_counts:
        result.append(_nat.as_array(counts, np.int64))
    return result[0] if len(result) == 1 else tuple(result)


def searchsorted(a, v, side="left", sorter=None):
    if sorter is not None:
        raise NotImplementedError("minitf's numpy.searchsorted does not take sorter=")
    if side not in ("left", "right"):
        raise ValueError("side must be 'left' or 'right' (got " + repr(side) + ")")
    hay = np.asarray(a).tolist()
    needles = np.asarray(v)
    out = []
    for n in needles.ravel().tolist():
        lo, hi = 0, len(hay)
        while lo < hi:
            mid = (lo + hi) // 2
            if (_key(hay[mid]) < _key(n)) if side == "left" else (_key(hay[mid]) <= _key(n)):
                lo = mid + 1
            else:
                hi = mid
        out.append(lo)
    res = _nat.as_array(out, np.int64).reshape(needles.shape)
    return res[()] if res.ndim == 0 else res


def _lerp(a, b, t):
    # numpy's _lerp: a + (b - a) * t, or b - (b - a) * (1 - t) from t = 0.5 on,
    # so the ends are exact.
    diff = b - a
    return np.where(t >= 0.5, b - diff * (1 - t), a + diff * t)


def _quantile(x, q, axis, keepdims):
    x = np.asarray(x)
    if axis is None:
        x = x.ravel()
        axis = 0
    axis = _axis(axis, x.ndim)
    n = x.shape[axis]
    srt = np.moveaxis(sort(x, axis), axis, 0)
    qa = np.asarray(q)
    virtual = (n - 1) * qa
    if virtual.dtype.kind in "iu":
        res = srt[virtual]
    else:
        # numpy's _get_indexes and _get_gamma: past the ends both neighbours
        # are the end element.
        prev = np.floor(virtual)
        above = virtual >= n - 1
        below = virtual < 0
        nxt = np.where(above, -1, np.where(below, 0, prev + 1))
        prev = np.where(above, -1, np.where(below, 0, prev))
        gamma = np.asarray(virtual - prev)
        gamma = gamma.reshape(gamma.shape + (1,) * (srt.ndim - 1))
        res = _lerp(srt[prev.astype(np.int64)], srt[nxt.astype(np.int64)], gamma)
        if srt.dtype.kind == "f" and n:
            res = np.where(srt[n - 1] != srt[n - 1], np.nan, res)
    if keepdims:
        res = np.expand_dims(res, qa.ndim + axis)
    res = np.asarray(res)
    return res[()] if res.ndim == 0 else res


def _check_q(q, message):
    qa = np.asarray(q)
    if not bool(np.all((qa >= 0) & (qa <= 1))):
        raise ValueError(message)


def quantile(a, q, axis=None, out=None, overwrite_input=False, method="linear", keepdims=False):
    if method != "linear" or out is not None:
        raise NotImplementedError("minitf's numpy.quantile computes method='linear' only")
    _check_q(q, "Quantiles must be in the range [0, 1]")
    return _quantile(a, np.asarray(q), axis, keepdims)


def percentile(a, q, axis=None, out=None, overwrite_input=False, method="linear", keepdims=False):
    if method != "linear" or out is not None:
        raise NotImplementedError("minitf's numpy.percentile computes method='linear' only")
    qa = np.true_divide(np.asarray(q), 100)
    _check_q(qa, "Percentiles must be in the range [0, 100]")
    return _quantile(a, qa, axis, keepdims)


def median(a, axis=None, out=None, overwrite_input=False, keepdims=False):
    return _quantile(a, np.asarray(0.5), axis, keepdims)


def bincount(x, weights=None, minlength=0):
    xs = np.asarray(x)
    if xs.ndim != 1:
        raise ValueError("object too deep for desired array")
    if xs.size and xs.dtype.kind not in "iub":
        raise TypeError(
            "Cannot cast array data from dtype('"
            + str(xs.dtype)
            + "') to dtype('int64') according to the rule 'safe'"
        )
    if minlength < 0:
        raise ValueError("'minlength' must not be negative")
    vals = xs.tolist()
    for v in vals:
        if v < 0:
            raise ValueError("'list' argument must have no negative elements")
    n = max(max(vals) + 1 if vals else 0, minlength)
    if weights is None:
        counts = [0] * n
        for v in vals:
            counts[v] += 1
        return _nat.as_array(counts, np.int64) if n else np.zeros((0,), dtype=np.int64)
    w = np.asarray(weights).astype(np.float64).ravel().tolist()
    if len(w) != len(vals):
        raise ValueError("The weights and list don't have the same length.")
    sums = [0.0] * n
    for v, wi in zip(vals, w):
        sums[v] += wi
    return _nat.as_array(sums, np.float64) if n else np.zeros((0,), dtype=np.float64)


def _outer_edges(a, range):
    if range is not None:
        first, last = range
        if first > last:
            raise ValueError("max must be larger than min in range parameter.")
        if not (np.isfinite(first) and np.isfinite(last)):
            raise ValueError(
                "supplied range of [" + str(first) + ", " + str(last) + "] is not finite"
            )
    elif a.size == 0:
        first, last = 0, 1
    else:
        first, last = a.min(), a.max()
        if not (np.isfinite(first) and np.isfinite(last)):
            raise ValueError(
                "autodetected range of [" + str(first) + ", " + str(last) + "] is not finite"
            )
    if first == last:
        first = first - 0.5
        last = last + 0.5
    return first, last


def histogram(a, bins=10, range=None, density=None, weights=None):
    a = np.asarray(a).ravel()
    w = None if weights is None else np.asarray(weights).ravel()
    if isinstance(bins, str):
        raise NotImplementedError("minitf's numpy.histogram does not estimate bins by name")
    b = np.asarray(bins)
    counts_dtype = np.int64 if w is None else w.dtype
    if b.ndim == 0:
        nbins = int(b)
        if nbins < 1:
            raise ValueError("`bins` must be positive, when an integer")
        first, last = _outer_edges(a, range)
        bin_type = _nat.result_type(first, last, a)
        if bin_type.kind in "iub":
            bin_type = _nat.result_type(bin_type, 1.0)
        edges = np.linspace(first, last, nbins + 1, dtype=bin_type)
        el = edges.tolist()
        first, last = float(first), float(last)
        norm = nbins / (last - first)
        sums = [0] * nbins
        wl = None if w is None else w.tolist()
        for k, v in enumerate(a.tolist()):
            if not (v >= first and v <= last):
                continue
            i = int((v - first) * norm)
            if i == nbins:
                i -= 1
            if v < el[i]:
                i -= 1
            if v >= el[i + 1] and i != nbins - 1:
                i += 1
            sums[i] += 1 if wl is None else wl[k]
        n = _nat.as_array(sums, counts_dtype)
    else:
        edges = b
        el = edges.tolist()
        _pairs(el)
        srt = sort(a).tolist()
        wl = None
        if w is not None:
            order = argsort(a).tolist()
            wl = [w.tolist()[i] for i in order]
        cum = []
        for e_i, e in enumerate(el):
            right = e_i == len(el) - 1
            lo, hi = 0, len(srt)
            while lo < hi:
                mid = (lo + hi) // 2
                if srt[mid] < e or (right and srt[mid] <= e):
                    lo = mid + 1
                else:
                    hi = mid
            cum.append(lo if wl is None else sum(wl[:lo]))
        n = _nat.as_array([cum[i + 1] - cum[i] for i in _pairs(el)], counts_dtype)
    if density:
        db = np.diff(edges).astype(np.float64)
        return n / db / n.sum(), edges
    return n, edges


def _pairs(edges):
    for i in range(len(edges) - 1):
        if edges[i] > edges[i + 1]:
            raise ValueError("`bins` must increase monotonically, when an array")
    return range(len(edges) - 1)
