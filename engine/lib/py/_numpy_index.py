# numpy's indexing: advanced (integer-array and boolean) indexing and item
# assignment of ndarrays (numpy/core/src/multiarray/mapping.c's rules), where,
# nonzero, and the index tricks r_, c_, mgrid, ogrid (numpy/lib/index_tricks.py).
import _numpy_native as _nat
from _numpy_shape import _axis, _shape_text, _broadcast_shape

np = None

__all__ = [
    "where",
    "nonzero",
    "argwhere",
    "flatnonzero",
    "take",
    "r_",
    "c_",
    "mgrid",
    "ogrid",
]


def nonzero(a):
    x = np.asarray(a)
    if x.ndim == 0:
        x = x.reshape(1)
    idx = _nat.kernel("Where", [x])
    return tuple(idx[:, i] for i in range(x.ndim))


def argwhere(a):
    x = np.asarray(a)
    if x.ndim == 0:
        return _nat.kernel("Where", [x.reshape(1)])[:, :0]
    return _nat.kernel("Where", [x])


def flatnonzero(a):
    return nonzero(np.asarray(a).ravel())[0]


def where(condition, x=None, y=None):
    if x is None and y is None:
        return nonzero(condition)
    if x is None or y is None:
        raise ValueError("either both or neither of x and y should be given")
    c = np.asarray(condition).astype(bool)
    d = _nat.result_type(x, y)
    xa = _nat.as_array(x, d)
    ya = _nat.as_array(y, d)
    shape = _broadcast3(c.shape, xa.shape, ya.shape)
    res = _nat.kernel(
        "SelectV2",
        [np.broadcast_to(c, shape), np.broadcast_to(xa, shape), np.broadcast_to(ya, shape)],
    )
    return res


def _broadcast3(*shapes):
    try:
        return _broadcast_shape(list(shapes))
    except ValueError:
        raise ValueError(
            "operands could not be broadcast together with shapes "
            + " ".join(_shape_text(s) for s in shapes)
            + " "
        ) from None


def take(a, indices, axis=None):
    x = np.asarray(a)
    if axis is None:
        x = x.ravel()
        axis = 0
    key = (slice(None),) * _axis(axis, x.ndim) + (np.asarray(indices),)
    return _getitem(x, key)


# ---- advanced indexing ------------------------------------------------------


def _is_advanced(k):
    return (
        isinstance(k, (list, np.ndarray))
        or (isinstance(k, np.generic) and k.dtype.kind == "b")
        or isinstance(k, bool)
    )


def _expand_key(a, key):
    # The key as one entry per indexed axis: slices, and index arrays (ints
    # become 0-d arrays; a boolean array becomes its nonzero() arrays).
    key = key if isinstance(key, tuple) else (key,)
    n_used = 0
    for k in key:
        if k is None or k is Ellipsis:
            continue
        if isinstance(k, (list, np.ndarray, np.generic)) and np.asarray(k).dtype.kind == "b":
            n_used += max(np.asarray(k).ndim, 1)
        else:
            n_used += 1
    out = []
    axis = 0
    seen_ellipsis = False
    for k in key:
        if k is None:
            raise NotImplementedError("minitf's numpy does not mix np.newaxis with array indices")
        if k is Ellipsis:
            if seen_ellipsis:
                raise IndexError("an index can only have a single ellipsis ('...')")
            seen_ellipsis = True
            for _ in range(a.ndim - n_used):
                out.append(slice(None))
                axis += 1
            continue
        if isinstance(k, slice):
            out.append(k)
            axis += 1
            continue
        arr = np.asarray(k)
        if arr.dtype.kind == "b":
            if arr.ndim == 0:
                raise NotImplementedError("minitf's numpy does not index with a boolean scalar")
            for d in range(arr.ndim):
                if axis + d >= a.ndim or arr.shape[d] != a.shape[axis + d]:
                    have = a.shape[axis + d] if axis + d < a.ndim else 0
                    raise IndexError(
                        "boolean index did not match indexed array along dimension "
                        + str(axis + d)
                        + "; dimension is "
                        + str(have)
                        + " but corresponding boolean dimension is "
                        + str(arr.shape[d])
                    )
            for part in nonzero(arr):
                out.append(part)
            axis += arr.ndim
            continue
        if arr.dtype.kind not in "iu":
            if isinstance(k, list) and arr.size == 0:
                arr = arr.astype(np.int64)
            else:
                raise IndexError("arrays used as indices must be of integer (or boolean) type")
        out.append(arr)
        axis += 1
    if axis > a.ndim:
        raise IndexError(
            "too many indices for array: array is "
            + str(a.ndim)
            + "-dimensional, but "
            + str(axis)
            + " were indexed"
        )
    while len(out) < a.ndim:
        out.append(slice(None))
    return out


def _getitem(a, key):
    if not isinstance(key, (tuple, list)) and key.ndim == 0:
        # A boolean scalar: a new axis of length 1 (True) or 0 (False).
        return a.reshape((1,) + a.shape)[: 1 if key else 0]
    parts = _expand_key(a, key)
    adv = [i for i, k in enumerate(parts) if not isinstance(k, slice)]
    # Basic slicing first (every axis kept), then the index arrays gather.
    b = a[tuple(k if isinstance(k, slice) else slice(None) for k in parts)]
    try:
        shape = _broadcast_shape([parts[i].shape for i in adv])
    except ValueError:
        raise IndexError(
            "shape mismatch: indexing arrays could not be broadcast together with shapes "
            + " ".join(_shape_text(parts[i].shape) for i in adv)
            + " "
        ) from None
    rest = [i for i in range(b.ndim) if i not in adv]
    b = b.transpose(adv + rest)
    flat = None
    for i in adv:
        n = a.shape[i]
        idx = np.broadcast_to(parts[i], shape).astype(np.int64)
        if idx.size:
            lo = int(idx.min())
            hi = int(idx.max())
            if hi >= n or lo < -n:
                bad = hi if hi >= n else lo
                raise IndexError(
                    "index "
                    + str(bad)
                    + " is out of bounds for axis "
                    + str(i)
                    + " with size "
                    + str(n)
                )
        idx = np.where(idx < 0, idx + n, idx)
        flat = idx if flat is None else flat * n + idx
    nadv = 1
    for i in adv:
        nadv *= a.shape[i]
    rows = b.reshape((nadv,) + b.shape[len(adv) :])
    res = _nat.kernel("GatherV2", [rows, flat, 0])
    contiguous = adv == list(range(adv[0], adv[-1] + 1))
    if contiguous and adv[0] > 0:
        k = len(shape)
        perm = list(range(k, k + adv[0])) + list(range(k)) + list(range(k + adv[0], res.ndim))
        res = res.transpose(perm)
    return res


def _advanced_key(key):
    if isinstance(key, tuple):
        for k in key:
            if _is_advanced(k):
                return True
        return False
    return _is_advanced(key)


def _setitem(a, key, value):
    # The positions that a[key] reads, in the flat array, then one scatter.
    positions = np.arange(a.size).reshape(a.shape)
    pos = _getitem(positions, key) if _advanced_key(key) else positions[key]
    pos = np.asarray(pos)
    v = np.asarray(value)
    if v.shape != pos.shape:
        bool_mask = isinstance(key, (list, np.ndarray)) and np.asarray(key).dtype.kind == "b"
        if bool_mask and v.ndim == 1 and v.size != 1 and pos.ndim == 1:
            raise ValueError(
                "NumPy boolean array indexing assignment cannot assign "
                + str(v.size)
                + " input values to the "
                + str(pos.size)
                + " output values where the mask is true"
            )
        try:
            v = np.broadcast_to(v, pos.shape)
        except ValueError:
            raise ValueError(
                "could not broadcast input array from shape "
                + _shape_text(v.shape)
                + " into shape "
                + _shape_text(pos.shape)
            ) from None
    v = v.astype(a.dtype)
    flat = _nat.kernel(
        "TensorScatterUpdate", [a.ravel(), pos.reshape(pos.size, 1), v.reshape(v.size)]
    )
    _nat.replace(a, flat.reshape(a.shape))


# ---- index tricks -----------------------------------------------------------


def _slice_range(s):
    start = 0 if s.start is None else s.start
    step = 1 if s.step is None else s.step
    if isinstance(step, complex):
        num = int(abs(step))
        return np.linspace(start, s.stop, num)
    return np.arange(start, s.stop, step)


class _RClass:
    def __init__(self, axis, ndmin):
        self.axis = axis
        self.ndmin = ndmin

    def __getitem__(self, key):
        key = key if isinstance(key, tuple) else (key,)
        items = []
        scalars = []
        for k in key:
            if isinstance(k, str):
                raise NotImplementedError("minitf's numpy.r_ takes no string directives")
            if isinstance(k, slice):
                items.append(_slice_range(k))
            elif isinstance(k, (int, float, bool, complex)):
                scalars.append(len(items))
                items.append(k)
            else:
                items.append(np.asarray(k))
        if not items:
            return np.zeros((0,))
        d = _nat.result_type(*items)
        arrays = []
        for it in items:
            a = _nat.as_array(it, d)
            if a.ndim < self.ndmin:
                a = a.reshape((1,) * (self.ndmin - a.ndim) + a.shape)
                if self.ndmin == 2:
                    a = a.T
            arrays.append(a)
        return np.concatenate(arrays, self.axis)

    def __len__(self):
        return 0


r_ = _RClass(0, 1)
c_ = _RClass(-1, 2)


class _GridClass:
    def __init__(self, sparse):
        self.sparse = sparse

    def __getitem__(self, key):
        if isinstance(key, slice):
            return _slice_range(key)
        axes = [_slice_range(k) for k in key]
        floats = False
        for k in key:
            for v in (k.start, k.stop, k.step):
                if isinstance(v, (float, complex)):
                    floats = True
        d = np.float64 if floats else np.int64
        n = len(axes)
        out = []
        for i, ax in enumerate(axes):
            shape = [1] * n
            shape[i] = ax.shape[0]
            out.append(ax.astype(d).reshape(tuple(shape)))
        if self.sparse:
            return out
        full = tuple(ax.shape[0] for ax in axes)
        return np.stack([np.broadcast_to(o, full) for o in out])


mgrid = _GridClass(False)
ogrid = _GridClass(True)
