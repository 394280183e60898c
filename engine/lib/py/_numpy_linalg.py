# numpy.linalg: norm, inv, solve, det (numpy/linalg/linalg.py). inv and solve
# factor with LU and partial pivoting, as LAPACK's gesv does.
import math as _math
import _numpy_native as _nat

np = None

__all__ = ["LinAlgError", "norm", "inv", "solve", "det"]


class LinAlgError(Exception):
    pass


LinAlgError.__module__ = "numpy.linalg"


def _square(a):
    if a.ndim < 2:
        raise LinAlgError(
            str(a.ndim) + "-dimensional array given. Array must be at least two-dimensional"
        )
    if a.shape[-1] != a.shape[-2]:
        raise LinAlgError("Last 2 dimensions of the array must be square")
    if a.ndim > 2:
        raise NotImplementedError("minitf's numpy.linalg takes one matrix, not a stack")


def _float(a):
    a = np.asarray(a)
    if a.dtype.kind in "biu":
        return a.astype(np.float64)
    return a


def _lu(m):
    # In place on a list of rows: the unit-lower and upper factors, the row
    # permutation and its sign. A zero pivot is numpy's "Singular matrix".
    n = len(m)
    perm = list(range(n))
    sign = 1.0
    for k in range(n):
        p = k
        for i in range(k + 1, n):
            if abs(m[i][k]) > abs(m[p][k]):
                p = i
        if m[p][k] == 0:
            raise LinAlgError("Singular matrix")
        if p != k:
            m[k], m[p] = m[p], m[k]
            perm[k], perm[p] = perm[p], perm[k]
            sign = -sign
        piv = m[k][k]
        for i in range(k + 1, n):
            m[i][k] /= piv
            f = m[i][k]
            if f != 0:
                row_i, row_k = m[i], m[k]
                for j in range(k + 1, n):
                    row_i[j] -= f * row_k[j]
    return perm, sign


def _lu_solve(lu, perm, cols):
    n = len(lu)
    out = []
    for b in cols:
        y = [b[perm[i]] for i in range(n)]
        for i in range(n):
            s = y[i]
            row = lu[i]
            for j in range(i):
                s -= row[j] * y[j]
            y[i] = s
        for i in range(n - 1, -1, -1):
            s = y[i]
            row = lu[i]
            for j in range(i + 1, n):
                s -= row[j] * y[j]
            y[i] = s / row[i]
        out.append(y)
    return out


def inv(a):
    a = _float(a)
    _square(a)
    n = a.shape[0]
    if n == 0:
        return np.zeros((0, 0), dtype=a.dtype)
    lu = a.astype(np.float64).tolist()
    perm, _ = _lu(lu)
    eye = [[1.0 if i == j else 0.0 for i in range(n)] for j in range(n)]
    cols = _lu_solve(lu, perm, eye)
    return _nat.as_array(cols, np.float64).T.astype(a.dtype)


def solve(a, b):
    a = _float(a)
    _square(a)
    b = _float(b)
    n = a.shape[0]
    vec = b.ndim == 1
    if (b.shape[0] if b.ndim else 0) != n or b.ndim > 2:
        raise ValueError(
            "solve1: Input operand 1 has a mismatch in its core dimension 0, with gufunc "
            "signature (m,m),(m)->(m) (size "
            + str(b.shape[0] if b.ndim else 0)
            + " is different from "
            + str(n)
            + ")"
        )
    lu = a.astype(np.float64).tolist()
    perm, _ = _lu(lu)
    bl = b.astype(np.float64)
    cols = [bl.tolist()] if vec else bl.T.tolist()
    out = _nat.as_array(_lu_solve(lu, perm, cols), np.float64)
    d = _nat.result_type(a.dtype, b.dtype)
    return (out[0] if vec else out.T).astype(d)


def det(a):
    a = _float(a)
    _square(a)
    lu = a.astype(np.float64).tolist()
    try:
        perm, sign = _lu(lu)
    except LinAlgError:
        return np.float64(0.0).astype(a.dtype)
    r = sign
    for i in range(len(lu)):
        r *= lu[i][i]
    return np.float64(r).astype(a.dtype)


def norm(x, ord=None, axis=None, keepdims=False):
    x = _float(x)
    if axis is None and ord is None:
        r = np.sqrt(np.sum(np.abs(x.ravel()) ** 2))
        if keepdims:
            r = np.asarray(r).reshape((1,) * x.ndim)
        return r
    if axis is None:
        axis = tuple(range(x.ndim))
    if isinstance(axis, int):
        axis = (axis,)
    if len(axis) == 1:
        ax = axis[0]
        a = np.abs(x)
        if ord is None or ord == 2:
            return np.sqrt(np.sum(a * a, axis=ax, keepdims=keepdims))
        if ord == _math.inf:
            return np.max(a, axis=ax, keepdims=keepdims)
        if ord == -_math.inf:
            return np.min(a, axis=ax, keepdims=keepdims)
        if ord == 0:
            return np.sum((x != 0).astype(x.dtype), axis=ax, keepdims=keepdims)
        if ord == 1:
            return np.sum(a, axis=ax, keepdims=keepdims)
        if isinstance(ord, str):
            raise ValueError("Invalid norm order '" + ord + "' for vectors")
        return np.sum(a**ord, axis=ax, keepdims=keepdims) ** (1.0 / ord)
    if len(axis) == 2:
        r, c = axis
        a = np.abs(x)
        if ord is None or ord == "fro" or ord == "f":
            return np.sqrt(np.sum(a * a, axis=axis, keepdims=keepdims))
        if ord == 1:
            return (
                np.max(np.sum(a, axis=r, keepdims=True), axis=c, keepdims=True).reshape(())
                if not keepdims
                else np.max(np.sum(a, axis=r, keepdims=True), axis=c, keepdims=True)
            )
        if ord == _math.inf:
            return (
                np.max(np.sum(a, axis=c, keepdims=True), axis=r, keepdims=True).reshape(())
                if not keepdims
                else np.max(np.sum(a, axis=c, keepdims=True), axis=r, keepdims=True)
            )
        raise NotImplementedError(
            "minitf's numpy.linalg.norm does not compute ord=" + repr(ord) + " of a matrix"
        )
    raise ValueError("Improper number of dimensions to norm.")
