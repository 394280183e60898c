# numpy's joining, splitting and rearranging functions (numpy/core/shape_base.py,
# numpy/core/fromnumeric.py, numpy/lib/shape_base.py), with numpy's dtypes and
# error texts, on the kernels of _numpy_native. `np` is set by the numpy module.
import _numpy_native as _nat

np = None

__all__ = [
    "AxisError",
    "atleast_1d",
    "atleast_2d",
    "expand_dims",
    "squeeze",
    "swapaxes",
    "moveaxis",
    "concatenate",
    "stack",
    "hstack",
    "vstack",
    "column_stack",
    "split",
    "array_split",
    "hsplit",
    "vsplit",
    "tile",
    "repeat",
    "flip",
    "fliplr",
    "flipud",
    "roll",
    "pad",
    "broadcast_to",
    "broadcast_arrays",
    "ravel",
    "shape",
    "ndim",
    "size",
]


class AxisError(ValueError):
    pass


AxisError.__module__ = "numpy"


def _shape_text(shape):
    # numpy's shape text in messages: (3,), (2,3)
    if len(shape) == 1:
        return "(" + str(shape[0]) + ",)"
    return "(" + ",".join(str(d) for d in shape) + ")"


def _axis(axis, ndim, prefix=""):
    if not isinstance(axis, int):
        axis = _nat.as_array(axis).__index__()
    if axis < -ndim or axis >= ndim:
        raise AxisError(
            prefix + "axis " + str(axis) + " is out of bounds for array of dimension " + str(ndim)
        )
    return axis + ndim if axis < 0 else axis


def _axes(axis, ndim, prefix=""):
    if isinstance(axis, (tuple, list)):
        out = [_axis(a, ndim, prefix) for a in axis]
        if len(set(out)) != len(out):
            raise ValueError("repeated axis")
        return out
    return [_axis(axis, ndim, prefix)]


def atleast_1d(*arys):
    res = []
    for a in arys:
        a = np.asarray(a)
        res.append(a.reshape(1) if a.ndim == 0 else a)
    return res[0] if len(res) == 1 else res


def atleast_2d(*arys):
    res = []
    for a in arys:
        a = np.asarray(a)
        if a.ndim == 0:
            a = a.reshape(1, 1)
        elif a.ndim == 1:
            a = a.reshape(1, a.shape[0])
        res.append(a)
    return res[0] if len(res) == 1 else res


def ravel(a):
    return np.asarray(a).ravel()


def shape(a):
    return np.asarray(a).shape


def ndim(a):
    return np.asarray(a).ndim


def size(a, axis=None):
    a = np.asarray(a)
    return a.size if axis is None else a.shape[axis]


def expand_dims(a, axis):
    a = np.asarray(a)
    n = len(axis) if isinstance(axis, (tuple, list)) else 1
    out_ndim = a.ndim + n
    axes = _axes(axis, out_ndim)
    dims = iter(a.shape)
    new = [1 if i in axes else next(dims) for i in range(out_ndim)]
    return a.reshape(tuple(new))


def squeeze(a, axis=None):
    a = np.asarray(a)
    if axis is None:
        return a.reshape(tuple(d for d in a.shape if d != 1))
    axes = _axes(axis, a.ndim)
    for i in axes:
        if a.shape[i] != 1:
            raise ValueError("cannot select an axis to squeeze out which has size not equal to one")
    return a.reshape(tuple(d for i, d in enumerate(a.shape) if i not in axes))


def swapaxes(a, axis1, axis2):
    a = np.asarray(a)
    i, j = _axis(axis1, a.ndim, "axis1: "), _axis(axis2, a.ndim, "axis2: ")
    perm = list(range(a.ndim))
    perm[i], perm[j] = perm[j], perm[i]
    return a.transpose(perm)


def moveaxis(a, source, destination):
    a = np.asarray(a)
    src = _axes(source, a.ndim, "source: ")
    dst = _axes(destination, a.ndim, "destination: ")
    if len(src) != len(dst):
        raise ValueError(
            "`source` and `destination` arguments must have the same number of elements"
        )
    order = [n for n in range(a.ndim) if n not in src]
    for d, s in sorted(zip(dst, src)):
        order.insert(d, s)
    return a.transpose(order)


def concatenate(arrays, axis=0, out=None, dtype=None, casting="same_kind"):
    if out is not None:
        raise NotImplementedError("minitf's numpy.concatenate does not take out=")
    arrays = [np.asarray(a) for a in arrays]
    if not arrays:
        raise ValueError("need at least one array to concatenate")
    if axis is None:
        arrays = [a.ravel() for a in arrays]
        axis = 0
    first = arrays[0]
    if first.ndim == 0:
        raise ValueError("zero-dimensional arrays cannot be concatenated")
    for i, a in enumerate(arrays):
        if a.ndim != first.ndim:
            raise ValueError(
                "all the input arrays must have same number of dimensions, but the array at "
                "index 0 has " + str(first.ndim) + " dimension(s) and the array at index "
                "" + str(i) + " has " + str(a.ndim) + " dimension(s)"
            )
    axis = _axis(axis, first.ndim)
    for i, a in enumerate(arrays):
        for d in range(first.ndim):
            if d != axis and a.shape[d] != first.shape[d]:
                raise ValueError(
                    "all the input array dimensions except for the concatenation axis must "
                    "match exactly, but along dimension " + str(d) + ", the array at index 0 "
                    "has size " + str(first.shape[d]) + " and the array at index " + str(i) + ""
                    " has size " + str(a.shape[d])
                )
    if dtype is None:
        dtype = _nat.result_type(*[a.dtype for a in arrays])
    arrays = [a.astype(dtype) for a in arrays]
    if len(arrays) == 1:
        return arrays[0]
    return _nat.kernel("ConcatV2", arrays + [axis])


def stack(arrays, axis=0, out=None, dtype=None, casting="same_kind"):
    arrays = [np.asarray(a) for a in arrays]
    if not arrays:
        raise ValueError("need at least one array to stack")
    for a in arrays:
        if a.shape != arrays[0].shape:
            raise ValueError("all input arrays must have the same shape")
    axis = _axis(axis, arrays[0].ndim + 1)
    return concatenate([expand_dims(a, axis) for a in arrays], axis, out, dtype, casting)


def hstack(tup, dtype=None, casting="same_kind"):
    arrs = [atleast_1d(a) for a in tup]
    if arrs and arrs[0].ndim == 1:
        return concatenate(arrs, 0, dtype=dtype, casting=casting)
    return concatenate(arrs, 1, dtype=dtype, casting=casting)


def vstack(tup, dtype=None, casting="same_kind"):
    return concatenate([atleast_2d(a) for a in tup], 0, dtype=dtype, casting=casting)


def column_stack(tup):
    arrays = []
    for v in tup:
        a = np.asarray(v)
        if a.ndim < 2:
            a = atleast_2d(a).T
        arrays.append(a)
    return concatenate(arrays, 1)


def _take_slice(a, axis, start, stop):
    key = (slice(None),) * axis + (slice(start, stop),)
    return a[key]


def array_split(ary, indices_or_sections, axis=0):
    ary = np.asarray(ary)
    axis = _axis(axis, ary.ndim)
    total = ary.shape[axis]
    if isinstance(indices_or_sections, int):
        sections = indices_or_sections
        if sections <= 0:
            raise ValueError("number sections must be larger than 0.")
        each, extras = divmod(total, sections)
        sizes = [0] + extras * [each + 1] + (sections - extras) * [each]
        points = []
        acc = 0
        for s in sizes:
            acc += s
            points.append(acc)
    else:
        points = [0] + [int(i) for i in indices_or_sections] + [total]
    return [_take_slice(ary, axis, points[i], points[i + 1]) for i in range(len(points) - 1)]


def split(ary, indices_or_sections, axis=0):
    if isinstance(indices_or_sections, int):
        a = np.asarray(ary)
        n = a.shape[_axis(axis, a.ndim)]
        if indices_or_sections == 0 or n % indices_or_sections:
            raise ValueError("array split does not result in an equal division")
    return array_split(ary, indices_or_sections, axis)


def hsplit(ary, indices_or_sections):
    a = np.asarray(ary)
    if a.ndim == 0:
        raise ValueError("hsplit only works on arrays of 1 or more dimensions")
    return split(a, indices_or_sections, 1 if a.ndim > 1 else 0)


def vsplit(ary, indices_or_sections):
    a = np.asarray(ary)
    if a.ndim < 2:
        raise ValueError("vsplit only works on arrays of 2 or more dimensions")
    return split(a, indices_or_sections, 0)


def tile(A, reps):
    reps = tuple(reps) if isinstance(reps, (tuple, list)) else (reps,)
    c = np.asarray(A)
    d = len(reps)
    if c.ndim < d:
        c = c.reshape((1,) * (d - c.ndim) + c.shape)
    reps = (1,) * (c.ndim - d) + reps
    for r in reps:
        if r < 0:
            raise ValueError("negative dimensions are not allowed")
    if c.ndim == 0:
        return c.copy()
    return _nat.kernel("Tile", [c, list(reps)])


def repeat(a, repeats, axis=None):
    a = np.asarray(a)
    if axis is None:
        a = a.ravel()
        axis = 0
    axis = _axis(axis, a.ndim)
    n = a.shape[axis]
    r = np.asarray(repeats)
    if r.ndim == 0 or r.shape == (1,):
        counts = [int(r.reshape(1)[0])] * n
    elif r.ndim == 1 and r.shape[0] == n:
        counts = [int(x) for x in r.tolist()]
    else:
        raise ValueError(
            "operands could not be broadcast together with shape "
            + _shape_text((n,))
            + " "
            + _shape_text(r.shape)
        )
    index = []
    for i, c in enumerate(counts):
        if c < 0:
            raise ValueError("repeats may not contain negative values.")
        index += [i] * c
    return _nat.kernel("GatherV2", [a, _nat.as_array(index, np.int64), axis])


def flip(m, axis=None):
    m = np.asarray(m)
    if axis is None:
        axes = list(range(m.ndim))
    else:
        axes = _axes(axis, m.ndim)
    key = tuple(slice(None, None, -1) if i in axes else slice(None) for i in range(m.ndim))
    return m[key]


def fliplr(m):
    m = np.asarray(m)
    if m.ndim < 2:
        raise ValueError("Input must be >= 2-d.")
    return flip(m, 1)


def flipud(m):
    m = np.asarray(m)
    if m.ndim < 1:
        raise ValueError("Input must be >= 1-d.")
    return flip(m, 0)


def roll(a, shift, axis=None):
    a = np.asarray(a)
    if axis is None:
        return roll(a.ravel(), shift, 0).reshape(a.shape)
    shifts = list(shift) if isinstance(shift, (tuple, list)) else [shift]
    axes = list(axis) if isinstance(axis, (tuple, list)) else [axis]
    if len(shifts) == 1:
        shifts = shifts * len(axes)
    if len(axes) == 1:
        axes = axes * len(shifts)
    if len(shifts) != len(axes):
        raise ValueError("'shift' and 'axis' should be scalars or 1D sequences")
    total = {}
    for s, ax in zip(shifts, axes):
        ax = _axis(ax, a.ndim)
        total[ax] = total.get(ax, 0) + s
    for ax, s in total.items():
        n = a.shape[ax]
        if n == 0:
            continue
        s %= n
        if s:
            a = concatenate([_take_slice(a, ax, n - s, n), _take_slice(a, ax, 0, n - s)], ax)
    return a


def _pad_pairs(pad_width, ndim):
    p = np.asarray(pad_width)
    if p.dtype.kind not in "iu":
        raise TypeError("`pad_width` must be of integral type.")
    if p.ndim == 0:
        pairs = [[int(p), int(p)]] * ndim
    elif p.shape == (1,):
        pairs = [[int(p[0]), int(p[0])]] * ndim
    elif p.shape == (2,):
        pairs = [[int(p[0]), int(p[1])]] * ndim
    elif p.shape == (1, 2):
        pairs = [[int(p[0, 0]), int(p[0, 1])]] * ndim
    elif p.shape == (ndim, 1):
        pairs = [[int(p[i, 0]), int(p[i, 0])] for i in range(ndim)]
    elif p.shape == (ndim, 2):
        pairs = [[int(p[i, 0]), int(p[i, 1])] for i in range(ndim)]
    else:
        raise ValueError(
            "operands could not be broadcast together with remapped shapes [original->remapped]: "
            + _shape_text(p.shape)
            + "  and requested shape "
            + _shape_text((ndim, 2))
        )
    for b, e in pairs:
        if b < 0 or e < 0:
            raise ValueError("index can't contain negative values")
    return pairs


def _edge_pad(a, ax, before, after, mode):
    n = a.shape[ax]
    parts = []
    if mode == "edge":
        if n == 0 and (before or after):
            raise ValueError(
                "can't extend empty axis "
                + str(ax)
                + " using modes other than 'constant' or 'empty'"
            )
        if before:
            parts.append(repeat(_take_slice(a, ax, 0, 1), before, ax))
        parts.append(a)
        if after:
            parts.append(repeat(_take_slice(a, ax, n - 1, n), after, ax))
    else:  # wrap
        if before:
            idx = [(i - before) % n for i in range(before)]
            parts.append(_nat.kernel("GatherV2", [a, _nat.as_array(idx, np.int64), ax]))
        parts.append(a)
        if after:
            idx = [i % n for i in range(after)]
            parts.append(_nat.kernel("GatherV2", [a, _nat.as_array(idx, np.int64), ax]))
    return concatenate(parts, ax)


def pad(array, pad_width, mode="constant", **kwargs):
    a = np.asarray(array)
    pairs = _pad_pairs(pad_width, a.ndim)
    if mode == "constant":
        for k in kwargs:
            if k != "constant_values":
                raise ValueError("unsupported keyword arguments for mode 'constant': {'" + k + "'}")
        cv = np.asarray(kwargs.get("constant_values", 0))
        if cv.ndim != 0:
            raise NotImplementedError("minitf's numpy.pad takes one scalar constant_values")
        return _nat.kernel("PadV2", [a, _nat.as_array(pairs, np.int64), cv.astype(a.dtype)])
    if kwargs:
        raise ValueError(
            "unsupported keyword arguments for mode '"
            + str(mode)
            + "': {'"
            + list(kwargs)[0]
            + "'}"
        )
    if mode in ("edge", "wrap"):
        for ax, (b, e) in enumerate(pairs):
            a = _edge_pad(a, ax, b, e, mode)
        return a
    if mode in ("reflect", "symmetric"):
        for ax, (b, e) in enumerate(pairs):
            limit = a.shape[ax] - (1 if mode == "reflect" else 0)
            if b > limit or e > limit:
                raise NotImplementedError(
                    "minitf's numpy.pad " + mode + " pads at most the axis' length"
                )
        return _nat.kernel("MirrorPad", [a, _nat.as_array(pairs, np.int64)], mode=mode.upper())
    raise ValueError("mode '" + str(mode) + "' is not supported")


def broadcast_to(array, shape):
    a = np.asarray(array)
    shape = tuple(shape) if isinstance(shape, (tuple, list)) else (shape,)
    ok = len(shape) >= a.ndim
    if ok:
        for have, want in zip(reversed(a.shape), reversed(shape)):
            if have != want and have != 1:
                ok = False
    if not ok:
        raise ValueError(
            "operands could not be broadcast together with remapped shapes [original->remapped]: "
            + _shape_text(a.shape)
            + "  and requested shape "
            + _shape_text(shape)
        )
    if a.shape == shape:
        return a
    return _nat.kernel("BroadcastTo", [a, list(shape)])


def _broadcast_shape(shapes):
    nd = max(len(s) for s in shapes)
    out = []
    for i in range(nd):
        d = 1
        for s in shapes:
            k = i - (nd - len(s))
            if k < 0:
                continue
            if s[k] != 1:
                if d != 1 and d != s[k]:
                    raise ValueError(
                        "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape "
                        + str(shapes[0])
                        + " and arg 1 with shape "
                        + str(shapes[1])
                        + "."
                    )
                d = s[k]
        out.append(d)
    return tuple(out)


def broadcast_arrays(*args):
    arrays = [np.asarray(a) for a in args]
    shape = _broadcast_shape([a.shape for a in arrays])
    return [broadcast_to(a, shape) for a in arrays]
