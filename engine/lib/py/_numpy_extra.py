# More of numpy's small functions (numpy/core/numeric.py, fromnumeric.py,
# numpy/lib/function_base.py, twodim_base.py, getlimits.py): elementwise
# helpers, logical and comparison functions, triangles, finfo and iinfo.
import math as _math
import _numpy_native as _nat

np = None

__all__ = [
    "log2",
    "log10",
    "exp2",
    "arctan2",
    "hypot",
    "amax",
    "amin",
    "ptp",
    "average",
    "logical_and",
    "logical_or",
    "logical_not",
    "logical_xor",
    "equal",
    "not_equal",
    "greater",
    "greater_equal",
    "less",
    "less_equal",
    "isscalar",
    "result_type",
    "copy",
    "append",
    "triu",
    "tril",
    "atleast_3d",
    "dstack",
    "inner",
    "vdot",
    "nan_to_num",
    "array_equiv",
    "finfo",
    "iinfo",
    "printoptions",
]


class printoptions:
    """with np.printoptions(precision=3): ... sets print options for the block."""

    def __init__(self, *args, **kwargs):
        self._args = args
        self._kwargs = kwargs
        self._saved = None

    def __enter__(self):
        self._saved = np.get_printoptions()
        np.set_printoptions(*self._args, **self._kwargs)
        return np.get_printoptions()

    def __exit__(self, *exc):
        saved = self._saved
        np.set_printoptions(
            precision=saved["precision"],
            threshold=saved["threshold"],
            edgeitems=saved["edgeitems"],
            linewidth=saved["linewidth"],
            suppress=saved["suppress"],
        )
        return False


def _float_map(fn, x):
    # Each element through the C library's function, as numpy's loops do.
    a = np.asarray(x)
    if a.dtype.kind in "biu":
        a = a.astype(np.float64)
    out = _nat.as_array([fn(v) for v in a.ravel().tolist()], a.dtype).reshape(a.shape)
    return out[()] if out.ndim == 0 else out


def log2(x):
    return _float_map(
        lambda v: _math.log2(v) if v > 0 else (-_math.inf if v == 0 else _math.nan), x
    )


def log10(x):
    return _float_map(
        lambda v: _math.log10(v) if v > 0 else (-_math.inf if v == 0 else _math.nan), x
    )


def exp2(x):
    return _float_map(lambda v: 2.0**v, x)


def _float_map2(fn, x1, x2):
    a, b = np.broadcast_arrays(np.asarray(x1), np.asarray(x2))
    d = _nat.result_type(a.dtype, b.dtype, 1.0)
    vals = [
        fn(u, v)
        for u, v in zip(
            a.astype(np.float64).ravel().tolist(), b.astype(np.float64).ravel().tolist()
        )
    ]
    out = _nat.as_array(vals, d).reshape(a.shape)
    return out[()] if out.ndim == 0 else out


def arctan2(x1, x2):
    return _float_map2(_math.atan2, x1, x2)


def hypot(x1, x2):
    return _float_map2(_math.hypot, x1, x2)


def amax(a, axis=None, keepdims=False):
    return np.max(a, axis=axis, keepdims=keepdims)


def amin(a, axis=None, keepdims=False):
    return np.min(a, axis=axis, keepdims=keepdims)


def ptp(a, axis=None, keepdims=False):
    return np.subtract(
        np.max(a, axis=axis, keepdims=keepdims), np.min(a, axis=axis, keepdims=keepdims)
    )


def average(a, axis=None, weights=None, returned=False):
    x = np.asarray(a)
    if weights is None:
        avg = np.mean(x, axis=axis)
        scl = x.size if axis is None else x.shape[axis]
        return (avg, np.float64(scl)) if returned else avg
    w = np.asarray(weights)
    if w.shape != x.shape:
        if axis is None:
            raise TypeError("Axis must be specified when shapes of a and weights differ.")
        shape = [1] * x.ndim
        shape[axis] = w.shape[0]
        w = w.reshape(tuple(shape))
    scl = np.sum(w * np.ones(x.shape), axis=axis)
    if bool(np.any(np.asarray(scl) == 0)):
        raise ZeroDivisionError("Weights sum to zero, can't be normalized")
    avg = np.sum(x * w, axis=axis) / scl
    return (avg, scl) if returned else avg


def _bool(x):
    return np.asarray(x).astype(bool)


def _res(x):
    x = np.asarray(x)
    return x[()] if x.ndim == 0 else x


def logical_and(x1, x2):
    return _res(_bool(x1) & _bool(x2))


def logical_or(x1, x2):
    return _res(_bool(x1) | _bool(x2))


def logical_xor(x1, x2):
    return _res(_bool(x1) != _bool(x2))


def logical_not(x):
    return _res(~_bool(x))


def equal(x1, x2):
    return _res(np.asarray(x1) == x2)


def not_equal(x1, x2):
    return _res(np.asarray(x1) != x2)


def greater(x1, x2):
    return _res(np.asarray(x1) > x2)


def greater_equal(x1, x2):
    return _res(np.asarray(x1) >= x2)


def less(x1, x2):
    return _res(np.asarray(x1) < x2)


def less_equal(x1, x2):
    return _res(np.asarray(x1) <= x2)


def isscalar(element):
    return isinstance(element, (int, float, complex, bool, str, np.generic))


def result_type(*arrays_and_dtypes):
    return _nat.result_type(*[np.dtype(a) if isinstance(a, type) else a for a in arrays_and_dtypes])


def copy(a):
    return np.array(a)


def append(arr, values, axis=None):
    arr = np.asarray(arr)
    if axis is None:
        return np.concatenate([arr.ravel(), np.ravel(values)])
    return np.concatenate([arr, values], axis=axis)


def _tri_mask(m, k, upper):
    x = np.asarray(m)
    rows, cols = x.shape[-2], x.shape[-1]
    i = np.arange(rows).reshape(rows, 1)
    j = np.arange(cols).reshape(1, cols)
    keep = (j - i >= k) if upper else (j - i <= k)
    return np.where(keep, x, np.zeros(1, dtype=x.dtype))


def triu(m, k=0):
    return _tri_mask(m, k, True)


def tril(m, k=0):
    return _tri_mask(m, k, False)


def atleast_3d(*arys):
    res = []
    for a in arys:
        a = np.asarray(a)
        if a.ndim == 0:
            a = a.reshape(1, 1, 1)
        elif a.ndim == 1:
            a = a.reshape(1, a.shape[0], 1)
        elif a.ndim == 2:
            a = a.reshape(a.shape + (1,))
        res.append(a)
    return res[0] if len(res) == 1 else res


def dstack(tup):
    return np.concatenate([atleast_3d(a) for a in tup], 2)


def inner(a, b):
    x = np.asarray(a)
    y = np.asarray(b)
    if x.ndim == 0 or y.ndim == 0:
        return np.multiply(x, y)
    return np.dot(x, np.swapaxes(y, -1, -2) if y.ndim > 1 else y)


def vdot(a, b):
    return np.dot(np.ravel(a), np.ravel(b))


def nan_to_num(x, copy=True, nan=0.0, posinf=None, neginf=None):
    a = np.asarray(x)
    if a.dtype.kind not in "fc":
        return a
    big = finfo(a.dtype).max
    a = np.where(a != a, nan, a)
    a = np.where(a == _math.inf, big if posinf is None else posinf, a)
    a = np.where(a == -_math.inf, -big if neginf is None else neginf, a)
    return _res(a)


def array_equiv(a1, a2):
    try:
        x, y = np.broadcast_arrays(np.asarray(a1), np.asarray(a2))
    except ValueError:
        return False
    return bool(np.all(x == y))


class finfo:
    """Machine limits of a float dtype (numpy.finfo)."""

    _TABLE = {
        "float16": (10, 5, 11, 0.001, 65504.0, 6.104e-05, 0.0009765625, 3),
        "float32": (
            23,
            8,
            32,
            1e-06,
            3.4028234663852886e38,
            1.1754943508222875e-38,
            1.1920928955078125e-07,
            6,
        ),
        "float64": (
            52,
            11,
            64,
            1e-15,
            1.7976931348623157e308,
            2.2250738585072014e-308,
            2.220446049250313e-16,
            15,
        ),
    }

    def __init__(self, dtype):
        d = np.dtype(dtype if not isinstance(dtype, float) else np.float64)
        name = str(d)
        if name not in finfo._TABLE:
            raise ValueError("data type " + repr(d) + " not inexact")
        nmant, nexp, bits, res, mx, tiny, eps, precision = finfo._TABLE[name]
        t = d.type
        self.dtype = d
        self.bits = bits
        self.nmant = nmant
        self.nexp = nexp
        self.precision = precision
        self.resolution = t(res)
        self.max = t(mx)
        self.min = t(-mx)
        self.tiny = t(tiny)
        self.smallest_normal = t(tiny)
        self.eps = t(eps)

    def __repr__(self):
        return (
            "finfo(resolution=" + str(self.resolution) + ", min=" + str(self.min) + ", max="
            "" + str(self.max) + ", dtype=" + str(self.dtype) + ")"
        )

    def __str__(self):
        raise NotImplementedError("minitf's numpy.finfo has no printed table; print its repr()")


class iinfo:
    """Machine limits of an integer dtype (numpy.iinfo)."""

    def __init__(self, int_type):
        d = np.dtype(int_type)
        if d.kind not in "iu":
            raise ValueError("Invalid integer data type " + repr(d.kind) + ".")
        self.dtype = d
        self.bits = d.itemsize * 8
        self.kind = d.kind
        if d.kind == "u":
            self.min = 0
            self.max = 2**self.bits - 1
        else:
            self.min = -(2 ** (self.bits - 1))
            self.max = 2 ** (self.bits - 1) - 1

    def __repr__(self):
        return (
            "iinfo(min="
            + str(self.min)
            + ", max="
            + str(self.max)
            + ", dtype="
            + str(self.dtype)
            + ")"
        )

    def __str__(self):
        rule = "-" * 63
        return (
            "Machine parameters for "
            + str(self.dtype)
            + "\n"
            + rule
            + "\nmin = "
            + str(self.min)
            + ""
            "\nmax = " + str(self.max) + "\n" + rule + "\n"
        )
