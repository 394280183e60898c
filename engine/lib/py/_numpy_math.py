# numpy's rounding, clipping, accumulation, comparison-with-tolerance and
# product functions (numpy/core/fromnumeric.py, numpy/core/numeric.py,
# numpy/lib/function_base.py) on the kernels of _numpy_native.
import _numpy_native as _nat
import math as _math
from _numpy_shape import _axis, _axes

np = None

__all__ = [
    "round",
    "around",
    "round_",
    "rint",
    "clip",
    "maximum",
    "minimum",
    "cumsum",
    "cumprod",
    "diff",
    "isnan",
    "isinf",
    "isfinite",
    "isclose",
    "allclose",
    "array_equal",
    "all",
    "any",
    "dot",
    "outer",
    "einsum",
    "matmul",
    "count_nonzero",
    "var",
    "std",
]


def _result(x):
    # A 0-d result is a numpy scalar, as numpy's functions return.
    return x[()] if x.ndim == 0 else x


def _binary(op, x1, x2):
    d = _nat.result_type(x1, x2)
    return _result(_nat.kernel(op, [_nat.as_array(x1, d), _nat.as_array(x2, d)]))


def maximum(x1, x2):
    return _binary("Maximum", x1, x2)


def minimum(x1, x2):
    return _binary("Minimum", x1, x2)


def rint(x):
    a = np.asarray(x)
    if a.dtype.kind in "iub":
        a = a.astype(np.float64)
    return _result(_nat.kernel("Round", [a]))


def round(a, decimals=0, out=None):
    if out is not None:
        raise NotImplementedError("minitf's numpy.round does not take out=")
    x = np.asarray(a)
    if x.dtype.kind in "iu":
        if decimals >= 0:
            return _result(x.copy())
        f = 10.0 ** (-decimals)
        y = _nat.kernel("Round", [x.astype(np.float64) / f]) * f
        return _result(y.astype(x.dtype))
    if x.dtype.kind == "b":
        x = x.astype(np.float16)
    if decimals == 0:
        return _result(_nat.kernel("Round", [x]))
    if decimals > 0:
        f = 10.0**decimals
        return _result(np.asarray(_nat.kernel("Round", [x * f]) / f))
    f = 10.0 ** (-decimals)
    return _result(np.asarray(_nat.kernel("Round", [x / f]) * f))


around = round
round_ = round


def clip(a, a_min, a_max, out=None):
    if out is not None:
        raise NotImplementedError("minitf's numpy.clip does not take out=")
    if a_min is None and a_max is None:
        raise ValueError("One of max or min must be given")
    x = a
    if a_min is not None:
        x = maximum(x, a_min)
    if a_max is not None:
        x = minimum(x, a_max)
    return x


def _acc_dtype(d):
    if d.kind in "biu":
        return np.dtype("int64")
    return d


def cumsum(a, axis=None, dtype=None):
    x = np.asarray(a)
    if axis is None:
        x = x.ravel()
        axis = 0
    axis = _axis(axis, x.ndim)
    x = x.astype(dtype if dtype is not None else _acc_dtype(x.dtype))
    return _nat.kernel("Cumsum", [x, axis])


def cumprod(a, axis=None, dtype=None):
    x = np.asarray(a)
    if axis is None:
        x = x.ravel()
        axis = 0
    axis = _axis(axis, x.ndim)
    x = np.moveaxis(x.astype(dtype if dtype is not None else _acc_dtype(x.dtype)), axis, 0)
    rows = []
    acc = None
    for i in range(x.shape[0]):
        acc = x[i] if acc is None else acc * x[i]
        rows.append(np.asarray(acc))
    if not rows:
        return np.moveaxis(x, 0, axis)
    return np.moveaxis(np.stack(rows), 0, axis)


def diff(a, n=1, axis=-1):
    if n == 0:
        return a
    if n < 0:
        raise ValueError("order must be non-negative but got " + repr(n))
    x = np.asarray(a)
    if x.ndim == 0:
        raise ValueError("diff requires input that is at least one dimensional")
    axis = _axis(axis, x.ndim)
    lo = (slice(None),) * axis + (slice(1, None),)
    hi = (slice(None),) * axis + (slice(None, -1),)
    for _ in range(n):
        if x.dtype.kind == "b":
            x = x[lo] != x[hi]
        else:
            x = x[lo] - x[hi]
    return x


def isnan(x):
    a = np.asarray(x)
    return _result(a != a)


def isfinite(x):
    a = np.asarray(x)
    if a.dtype.kind in "biu":
        return _result(np.ones(a.shape, dtype=bool))
    return _result(_nat.kernel("IsFinite", [a]))


def isinf(x):
    a = np.asarray(x)
    if a.dtype.kind in "biu":
        return _result(np.zeros(a.shape, dtype=bool))
    return _result(np.abs(a) == _math.inf)


def all(a, axis=None, keepdims=False):
    x = np.asarray(a).astype(bool)
    axes = list(range(x.ndim)) if axis is None else _axes(axis, x.ndim)
    return _result(_nat.kernel("All", [x, _nat.as_array(axes, np.int32)], keep_dims=keepdims))


def any(a, axis=None, keepdims=False):
    x = np.asarray(a).astype(bool)
    axes = list(range(x.ndim)) if axis is None else _axes(axis, x.ndim)
    return _result(_nat.kernel("Any", [x, _nat.as_array(axes, np.int32)], keep_dims=keepdims))


def count_nonzero(a, axis=None):
    x = np.asarray(a).astype(bool).astype(np.int64)
    if axis is None:
        return int(x.sum())
    return x.sum(axis=axis)


def isclose(a, b, rtol=1.0e-5, atol=1.0e-8, equal_nan=False):
    x = np.asarray(a)
    y = np.asarray(b)
    y = y.astype(_nat.result_type(y, 1.0))
    xfin = isfinite(x)
    yfin = isfinite(y)
    finite = np.asarray(xfin & yfin)
    within = np.abs(x - y) <= atol + rtol * np.abs(y)
    cond = np.where(finite, within, x == y)
    if equal_nan:
        cond = cond | (isnan(x) & isnan(y))
    return _result(np.asarray(cond))


def allclose(a, b, rtol=1.0e-5, atol=1.0e-8, equal_nan=False):
    return bool(all(isclose(a, b, rtol=rtol, atol=atol, equal_nan=equal_nan)))


def array_equal(a1, a2, equal_nan=False):
    x = np.asarray(a1)
    y = np.asarray(a2)
    if x.shape != y.shape:
        return False
    if equal_nan:
        return bool(all((x == y) | (isnan(x) & isnan(y))))
    return bool(all(x == y))


def dot(a, b, out=None):
    if out is not None:
        raise NotImplementedError("minitf's numpy.dot does not take out=")
    x = np.asarray(a)
    y = np.asarray(b)
    if x.ndim == 0 or y.ndim == 0:
        return np.multiply(x, y)
    if x.ndim > 2 or y.ndim > 2:
        raise NotImplementedError("minitf's numpy.dot takes arrays of at most 2 dimensions")
    xk = x.shape[-1]
    yk = y.shape[0]
    if xk != yk:
        raise ValueError(
            "shapes "
            + str(x.shape)
            + " and "
            + str(y.shape)
            + " not aligned: "
            + str(xk)
            + " (dim "
            + str(x.ndim - 1)
            + ") != "
            + str(yk)
            + " (dim 0)"
        )
    return matmul(x, y)


def matmul(x1, x2):
    x = np.asarray(x1)
    y = np.asarray(x2)
    if x.ndim == 0 or y.ndim == 0:
        raise ValueError(
            "matmul: Input operand " + ("0" if x.ndim == 0 else "1") + " does not have enough "
            "dimensions (has 0, gufunc core with signature (n?,k),(k,m?)->(n?,m?) requires 1)"
        )
    xv = x.ndim == 1
    yv = y.ndim == 1
    if xv:
        x = x.reshape(1, x.shape[0])
    if yv:
        y = y.reshape(y.shape[0], 1)
    if x.shape[-1] != y.shape[-2]:
        n = y.shape[-2]
        k = x.shape[-1]
        raise ValueError(
            "matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc "
            "signature (n?,k),(k,m?)->(n?,m?) (size "
            + str(n)
            + " is different from "
            + str(k)
            + ")"
        )
    r = x @ y
    if xv and yv:
        return r.reshape(())[()]
    if xv:
        return r.reshape(r.shape[:-2] + r.shape[-1:])
    if yv:
        return r.reshape(r.shape[:-1])
    return r


def outer(a, b, out=None):
    x = np.asarray(a).ravel()
    y = np.asarray(b).ravel()
    return np.multiply(x.reshape(x.shape[0], 1), y.reshape(1, y.shape[0]))


def einsum(subscripts, *operands, out=None, dtype=None, optimize=False):
    if out is not None:
        raise NotImplementedError("minitf's numpy.einsum does not take out=")
    ops = [np.asarray(o) for o in operands]
    d = dtype if dtype is not None else _nat.result_type(*[o.dtype for o in ops])
    ops = [o.astype(d) for o in ops]
    return _result(_nat.kernel("Einsum", ops, equation=subscripts.replace(" ", "")))


def var(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False):
    x = np.asarray(a)
    if x.dtype.kind in "biu":
        x = x.astype(np.float64)
    n = x.size if axis is None else 1
    if axis is not None:
        for ax in _axes(axis, x.ndim):
            n *= x.shape[ax]
    mean = np.sum(x, axis=axis, keepdims=True) / n
    d = x - mean
    return np.sum(d * d, axis=axis, keepdims=keepdims) / max(n - ddof, 0)


def std(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False):
    return np.sqrt(var(a, axis=axis, ddof=ddof, keepdims=keepdims))
