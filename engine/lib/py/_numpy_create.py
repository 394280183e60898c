# numpy's array-creation functions beyond the native ones (numpy/lib/twodim_base.py,
# numpy/core/numeric.py, numpy/core/function_base.py, numpy/lib/function_base.py).
import _numpy_native as _nat

np = None

__all__ = [
    "eye",
    "identity",
    "empty",
    "empty_like",
    "full_like",
    "logspace",
    "meshgrid",
    "diag",
    "trace",
]


def eye(N, M=None, k=0, dtype=float):
    M = N if M is None else M
    out = np.zeros((N, M), dtype=dtype)
    i0 = 0 if k >= 0 else -k
    n = max(0, min(N - i0, M - (i0 + k)))
    if n:
        rows = np.arange(n) + i0
        out[rows, rows + k] = 1
    return out


def identity(n, dtype=None):
    return eye(n, dtype=float if dtype is None else dtype)


def empty(shape, dtype=float):
    # minitf's empty arrays are zeros: uninitialized memory would make
    # programs print different numbers on each run.
    return np.zeros(shape, dtype=dtype)


def empty_like(prototype, dtype=None):
    return np.zeros_like(prototype, dtype=dtype)


def full_like(a, fill_value, dtype=None):
    x = np.asarray(a)
    d = x.dtype if dtype is None else np.dtype(dtype)
    return np.broadcast_to(_nat.as_array(fill_value, d), x.shape).copy()


def logspace(start, stop, num=50, endpoint=True, base=10.0, dtype=None):
    if not endpoint:
        step = (stop - start) / num
        y = np.linspace(start, stop - step, num)
    else:
        y = np.linspace(start, stop, num)
    res = np.power(base, y)
    return res if dtype is None else res.astype(dtype)


def meshgrid(*xi, copy=True, sparse=False, indexing="xy"):
    if indexing not in ("xy", "ij"):
        raise ValueError("Valid values for `indexing` are 'xy' and 'ij'.")
    ndim = len(xi)
    s0 = (1,) * ndim
    output = [np.asarray(x).reshape(s0[:i] + (-1,) + s0[i + 1 :]) for i, x in enumerate(xi)]
    if indexing == "xy" and ndim > 1:
        output[0] = output[0].reshape((1, -1) + s0[2:])
        output[1] = output[1].reshape((-1, 1) + s0[2:])
    if not sparse:
        output = np.broadcast_arrays(*output)
    return output


def diag(v, k=0):
    x = np.asarray(v)
    if x.ndim == 1:
        n = x.shape[0] + abs(k)
        out = np.zeros((n, n), dtype=x.dtype)
        for i, val in enumerate(x.tolist()):
            r, c = (i, i + k) if k >= 0 else (i - k, i)
            out[r, c] = val
        return out
    if x.ndim == 2:
        rows, cols = x.shape
        vals = []
        i = 0 if k >= 0 else -k
        j = k if k >= 0 else 0
        while i < rows and j < cols:
            vals.append(x[i, j])
            i += 1
            j += 1
        return _nat.as_array(vals, x.dtype) if vals else np.zeros((0,), dtype=x.dtype)
    raise ValueError("Input must be 1- or 2-d.")


def trace(a, offset=0):
    d = diag(np.asarray(a), offset)
    return d.sum()
