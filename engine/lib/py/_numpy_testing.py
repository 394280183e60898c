# numpy.testing's array assertions (numpy/testing/_private/utils.py), with
# numpy's failure messages: the header, the mismatch counts and differences,
# and the two arrays' reprs at precision 6.
np = None

__all__ = [
    "assert_allclose",
    "assert_array_equal",
    "assert_array_almost_equal",
    "assert_equal",
    "assert_almost_equal",
]


def _build_err_msg(arrays, err_msg, header, names=("x", "y"), precision=6):
    msg = ["\n" + header]
    if err_msg:
        if err_msg.find("\n") == -1 and len(err_msg) < 79 - len(header):
            msg = [msg[0] + " " + err_msg]
        else:
            msg.append(err_msg)
    for i, a in enumerate(arrays):
        if isinstance(a, np.ndarray):
            r = np.array_repr(a, precision=precision)
        else:
            r = repr(a)
        if r.count("\n") > 3:
            r = "\n".join(r.splitlines()[:3])
            r += "..."
        msg.append(" " + names[i] + ": " + r)
    return "\n".join(msg)


def _number(a):
    return a.dtype.kind in "biuf"


def _same_pos(x, y, func, hasval, err_msg, header):
    x_id = np.asarray(func(x))
    y_id = np.asarray(func(y))
    if not bool(np.all(x_id == y_id)):
        msg = _build_err_msg(
            [x, y], err_msg + "\nx and y " + hasval + " location mismatch:", header
        )
        raise AssertionError(msg)
    if x_id.ndim == 0:
        return x_id
    if y_id.ndim == 0:
        return y_id
    return y_id


def _0d_text(v):
    # numpy's array2string of a 0-d array: the element in the array format.
    return str(np.asarray(v).reshape(1))[1:-1].strip()


def _compare(comparison, x, y, err_msg, header, equal_nan=True, equal_inf=True, strict=False):
    x = np.asarray(x)
    y = np.asarray(y)
    ox, oy = x, y
    if strict:
        cond = x.shape == y.shape and x.dtype == y.dtype
    else:
        cond = (x.shape == () or y.shape == ()) or x.shape == y.shape
    if not cond:
        if x.shape != y.shape:
            reason = "\n(shapes " + str(x.shape) + ", " + str(y.shape) + " mismatch)"
        else:
            reason = "\n(dtypes " + str(x.dtype) + ", " + str(y.dtype) + " mismatch)"
        raise AssertionError(_build_err_msg([x, y], err_msg + reason, header))
    flagged = np.asarray(False)
    if _number(x) and _number(y):
        if equal_nan:
            flagged = _same_pos(x, y, np.isnan, "nan", err_msg, header)
        if equal_inf:
            flagged = flagged | _same_pos(x, y, lambda v: v == np.inf, "+inf", err_msg, header)
            flagged = flagged | _same_pos(x, y, lambda v: v == -np.inf, "-inf", err_msg, header)
    flagged = np.asarray(flagged)
    if flagged.ndim > 0:
        keep = ~flagged
        x = x[keep] if x.ndim else x
        y = y[keep] if y.ndim else y
        if x.size == 0:
            return
    elif bool(flagged):
        return
    val = comparison(x, y)
    if isinstance(val, bool):
        reduced = np.asarray([val])
    else:
        reduced = np.asarray(val).ravel()
    if bool(np.all(reduced)):
        return
    n_mismatch = reduced.size - int(reduced.astype(np.int64).sum())
    n_elements = flagged.size if flagged.ndim != 0 else reduced.size
    percent = 100 * n_mismatch / n_elements
    remarks = ["Mismatched elements: {} / {} ({:.3g}%)".format(n_mismatch, n_elements, percent)]
    if _number(x) and _number(y) and x.dtype.kind != "b":
        error = np.abs(x - y)
        if x.dtype.kind == "u":
            error = np.minimum(error, np.abs(y - x))
        remarks.append("Max absolute difference: " + _0d_text(np.max(error)))
        nonzero = np.asarray(y != 0)
        if not bool(np.any(nonzero)):
            rel = np.inf
        else:
            rel = np.max(np.asarray(error)[nonzero] / np.abs(np.asarray(y)[nonzero]))
        remarks.append("Max relative difference: " + _0d_text(rel))
    err_msg += "\n" + "\n".join(remarks)
    raise AssertionError(_build_err_msg([ox, oy], err_msg, header))


def assert_allclose(actual, desired, rtol=1e-07, atol=0, equal_nan=True, err_msg="", verbose=True):
    def compare(x, y):
        return np.isclose(x, y, rtol=rtol, atol=atol, equal_nan=equal_nan)

    header = "Not equal to tolerance rtol={:g}, atol={:g}".format(rtol, atol)
    _compare(compare, actual, desired, str(err_msg), header, equal_nan=equal_nan)


def assert_array_equal(x, y, err_msg="", verbose=True, strict=False):
    _compare(lambda a, b: a == b, x, y, err_msg, "Arrays are not equal", strict=strict)


def assert_array_almost_equal(x, y, decimal=6, err_msg="", verbose=True):
    def compare(a, b):
        return np.abs(a - b) < np.float64(1.5 * 10.0 ** (-decimal))

    header = "Arrays are not almost equal to " + str(decimal) + " decimals"
    _compare(compare, x, y, err_msg, header)


def assert_equal(actual, desired, err_msg="", verbose=True):
    if isinstance(actual, np.ndarray) or isinstance(desired, np.ndarray):
        return assert_array_equal(actual, desired, err_msg)
    if not (actual == desired):
        msg = ["\nItems are not equal:"]
        if err_msg:
            msg = [msg[0] + " " + err_msg]
        msg.append(" ACTUAL: " + repr(actual))
        msg.append(" DESIRED: " + repr(desired))
        raise AssertionError("\n".join(msg))


def assert_almost_equal(actual, desired, decimal=7, err_msg="", verbose=True):
    if isinstance(actual, np.ndarray) or isinstance(desired, np.ndarray):
        return assert_array_almost_equal(actual, desired, decimal, err_msg)
    if not abs(desired - actual) < np.float64(1.5 * 10.0 ** (-decimal)):
        msg = ["\nArrays are not almost equal to " + str(decimal) + " decimals"]
        if err_msg:
            msg = [msg[0] + " " + err_msg]
        msg.append(" ACTUAL: " + repr(actual))
        msg.append(" DESIRED: " + repr(desired))
        raise AssertionError("\n".join(msg))
