# tf.debugging: TF 2.x's assertions (tensorflow/python/ops/check_ops.py,
# control_flow_assert.py, numerics.py) with their texts. Eagerly a failed
# check raises at once; in a tf.function it adds an Assert (or CheckNumerics)
# op that raises InvalidArgumentError when the graph runs. Checks that the
# static shape or dtype decides raise at once in both modes.

# AutoGraph calls this module's functions as they are, as TF's own code.
__autograph_do_not_convert__ = True

tf = None
# Set by the tensorflow module: the Assert and CheckNumerics ops.
_assert_op = None
_check_numerics = None

__all__ = [
    "Assert",
    "assert_equal",
    "assert_none_equal",
    "assert_near",
    "assert_less",
    "assert_less_equal",
    "assert_greater",
    "assert_greater_equal",
    "assert_negative",
    "assert_positive",
    "assert_non_negative",
    "assert_non_positive",
    "assert_rank",
    "assert_rank_at_least",
    "assert_rank_in",
    "assert_type",
    "assert_integer",
    "assert_scalar",
    "assert_shapes",
    "check_numerics",
    "assert_all_finite",
    "is_numeric_tensor",
    "set_log_device_placement",
]
# Also top-level names of tf (TF 2.x exports these there too).
__toplevel__ = [
    "Assert",
    "assert_equal",
    "assert_less",
    "assert_greater",
    "assert_rank",
]

# Assert's default number of entries shown per tensor.
_SUMMARIZE = 3
# "Print everything" for a negative summarize (TF's 1e9).
_EVERYTHING = 1000000000


def _eager():
    return tf.executing_eagerly()


def _error(message):
    # minitf's tf.errors classes take the message alone (TF's take the node
    # and op first).
    return tf.errors.InvalidArgumentError(message)


def _shape_and_dtype_str(t):
    return "shape=%s dtype=%s" % (t.shape, t.dtype.name)


def _flat(t):
    return list(t.numpy().reshape((-1,)))


def _pretty_print(item, summarize):
    # _pretty_print: a tensor as the list of its first entries' texts.
    if isinstance(item, tf.Tensor):
        if item.shape.rank == 0:
            return str(item.numpy())
        flat = _flat(item)
        texts = [str(x) for x in flat[: int(summarize)]]
        if len(texts) < len(flat):
            texts.append("...")
        return str(texts)
    return str(item)


def _summarize_eager(t, summarize):
    # control_flow_assert's text of one data tensor.
    if summarize is None:
        summarize = _SUMMARIZE
    elif summarize < 0:
        summarize = _EVERYTHING
    if t.shape.rank:
        flat = _flat(t)
        texts = [str(x) for x in flat[:summarize]]
        if len(texts) < len(flat):
            texts.append("...")
        return ", ".join(texts)
    if summarize == 0:
        return ""
    value = t.numpy()
    # A string scalar's numpy() is bytes in TF.
    return "b'" + value + "'" if isinstance(value, str) else str(value)


def Assert(condition, data, summarize=None, name=None):
    """Asserts that the given condition is true."""
    if _eager():
        if not condition:
            texts = [_summarize_eager(tf.convert_to_tensor(x), summarize) for x in data]
            raise _error(
                "Expected '%s' to be true. Summarized data: %s" % (condition, "\n".join(texts))
            )
        return None
    _assert_op(condition, list(data), summarize, name)
    return None


def _make_assert_msg_data(sym, x, y, summarize, test):
    data = ["Condition x %s y did not hold." % sym]
    if summarize > 0:
        if x.shape == y.shape and x.shape.as_list():
            mask = tf.logical_not(test)
            indices = tf.where(mask).numpy()
            x_vals = tf.boolean_mask(x, mask).numpy().reshape((-1,))
            y_vals = tf.boolean_mask(y, mask).numpy().reshape((-1,))
            n = min(int(summarize), indices.shape[0])
            data.append("Indices of first %d different values:" % n)
            data.append(indices[:n])
            data.append("Corresponding x values:")
            data.append(x_vals[:n])
            data.append("Corresponding y values:")
            data.append(y_vals[:n])
        x_np = x.numpy().reshape((-1,))
        y_np = y.numpy().reshape((-1,))
        x_sum = min(x_np.size, int(summarize))
        y_sum = min(y_np.size, int(summarize))
        data.append("First %d elements of x:" % x_sum)
        data.append(x_np[:x_sum])
        data.append("First %d elements of y:" % y_sum)
        data.append(y_np[:y_sum])
    return data


def _binary_assert(sym, op_func, x, y, data, summarize, message, name):
    x = tf.convert_to_tensor(x)
    y = tf.convert_to_tensor(y)
    if _eager():
        test = op_func(x, y)
        if bool(tf.reduce_all(test)):
            return None
        if summarize is None:
            summarize = _SUMMARIZE
        elif summarize < 0:
            summarize = _EVERYTHING
        if data is None:
            data = _make_assert_msg_data(sym, x, y, summarize, test)
        if message is not None:
            data = [message] + list(data)
        raise _error("\n".join([_pretty_print(d, summarize) for d in data]))
    if data is None:
        data = [
            "Condition x %s y did not hold element-wise:" % sym,
            "x (%s) = " % x.name,
            x,
            "y (%s) = " % y.name,
            y,
        ]
    if message is not None:
        data = [message] + list(data)
    _assert_op(tf.reduce_all(op_func(x, y)), data, summarize, name)
    return None


def assert_equal(x, y, message=None, summarize=None, name=None):
    """Assert the condition `x == y` holds element-wise."""
    if x is y:
        return None
    return _binary_assert("==", tf.equal, x, y, None, summarize, message, name)


def assert_none_equal(x, y, summarize=None, message=None, name=None):
    """Assert the condition `x != y` holds for all elements."""
    return _binary_assert("!=", tf.not_equal, x, y, None, summarize, message, name)


def assert_less(x, y, message=None, summarize=None, name=None):
    """Assert the condition `x < y` holds element-wise."""
    return _binary_assert("<", tf.less, x, y, None, summarize, message, name)


def assert_less_equal(x, y, message=None, summarize=None, name=None):
    """Assert the condition `x <= y` holds element-wise."""
    return _binary_assert("<=", tf.less_equal, x, y, None, summarize, message, name)


def assert_greater(x, y, message=None, summarize=None, name=None):
    """Assert the condition `x > y` holds element-wise."""
    return _binary_assert(">", tf.greater, x, y, None, summarize, message, name)


def assert_greater_equal(x, y, message=None, summarize=None, name=None):
    """Assert the condition `x >= y` holds element-wise."""
    return _binary_assert(">=", tf.greater_equal, x, y, None, summarize, message, name)


def _unary_assert(condition_text, x, message, summarize, name, zero_first, op_func):
    x = tf.convert_to_tensor(x)
    x_name = _shape_and_dtype_str(x) if _eager() else x.name
    data = [message or "", condition_text, "x (%s) = " % x_name, x]
    zero = tf.zeros([], dtype=x.dtype)
    if zero_first:
        return _binary_assert("", op_func, zero, x, data, summarize, None, name)
    return _binary_assert("", op_func, x, zero, data, summarize, None, name)


def assert_negative(x, message=None, summarize=None, name=None):
    """Assert the condition `x < 0` holds element-wise."""
    text = "Condition x < 0 did not hold element-wise:"
    return _unary_assert(text, x, message, summarize, name, False, tf.less)


def assert_positive(x, message=None, summarize=None, name=None):
    """Assert the condition `x > 0` holds element-wise."""
    text = "Condition x > 0 did not hold element-wise:"
    return _unary_assert(text, x, message, summarize, name, True, tf.less)


def assert_non_negative(x, message=None, summarize=None, name=None):
    """Assert the condition `x >= 0` holds element-wise."""
    text = "Condition x >= 0 did not hold element-wise:"
    return _unary_assert(text, x, message, summarize, name, True, tf.less_equal)


def assert_non_positive(x, message=None, summarize=None, name=None):
    """Assert the condition `x <= 0` holds element-wise."""
    text = "Condition x <= 0 did not hold element-wise:"
    return _unary_assert(text, x, message, summarize, name, False, tf.less_equal)


def _eps(dtype):
    # numpy's finfo(dtype).eps.
    if dtype == tf.float64:
        return 2.220446049250313e-16
    if dtype == tf.float16:
        return 0.0009765625
    return 1.1920928955078125e-07


def assert_near(x, y, rtol=None, atol=None, message=None, summarize=None, name=None):
    """Assert the condition `x` and `y` are close element-wise."""
    message = message or ""
    x = tf.convert_to_tensor(x)
    y = tf.convert_to_tensor(y, dtype=x.dtype)
    eps = _eps(x.dtype)
    rtol = tf.convert_to_tensor(10 * eps if rtol is None else rtol, dtype=x.dtype)
    atol = tf.convert_to_tensor(10 * eps if atol is None else atol, dtype=x.dtype)
    if _eager():
        x_name = _shape_and_dtype_str(x)
        y_name = _shape_and_dtype_str(y)
    else:
        x_name = x.name
        y_name = y.name
    data = [
        message,
        "x and y not equal to tolerance rtol = %s, atol = %s" % (rtol, atol),
        "x (%s) = " % x_name,
        x,
        "y (%s) = " % y_name,
        y,
    ]
    tol = atol + rtol * tf.abs(y)
    diff = tf.abs(x - y)
    return Assert(tf.reduce_all(tf.less(diff, tol)), data, summarize=summarize, name=name)


def _static_int(v, what):
    # A rank given as a Python int or an eager tensor.
    if isinstance(v, tf.Tensor):
        if not hasattr(v, "numpy"):
            raise NotImplementedError("minitf's tf.debugging needs " + what + " known when tracing")
        return int(v.numpy())
    return int(v)


def _rank_check(x, rank, message, what, static_ok, dynamic_op, name):
    x = tf.convert_to_tensor(x)
    given = _static_int(rank, "the rank")
    message = message or ""
    x_name = "" if _eager() else x.name
    actual = x.shape.rank
    if actual is not None:
        if not static_ok(actual, given):
            raise ValueError(
                "%s.  Tensor %s must have rank %s%s.  Received rank %d, shape %s"
                % (message, x_name, what, given, actual, x.shape)
            )
        return None
    condition = dynamic_op(tf.rank(x), given)
    data = [message, "Tensor %s must have rank %s" % (x_name, what), given]
    data += ["Received shape: ", tf.shape(x)]
    _assert_op(condition, data, None, name)
    return None


def assert_rank(x, rank, message=None, name=None):
    """Assert that `x` has rank equal to `rank`."""
    return _rank_check(x, rank, message, "", lambda a, g: a == g, tf.equal, name)


def assert_rank_at_least(x, rank, message=None, name=None):
    """Assert that `x` has rank of at least `rank`."""
    return _rank_check(x, rank, message, "at least ", lambda a, g: a >= g, tf.greater_equal, name)


def assert_rank_in(x, ranks, message=None, name=None):
    """Assert that `x` has a rank in `ranks`."""
    x = tf.convert_to_tensor(x)
    message = message or ""
    ranks = tuple([_static_int(r, "the ranks") for r in ranks])
    x_name = "" if _eager() else x.name
    actual = x.shape.rank
    if actual is not None:
        if actual not in ranks:
            raise ValueError(
                "%s.  Tensor %s must have rank in %s.  Received rank %d, shape %s"
                % (message, x_name, ranks, actual, x.shape)
            )
        return None
    condition = tf.reduce_any(tf.equal(tf.rank(x), tf.constant(list(ranks))))
    data = [message, "Tensor %s must have rank in" % x_name] + list(ranks)
    data += ["Received shape: ", tf.shape(x)]
    _assert_op(condition, data, None, name)
    return None


def assert_type(tensor, tf_type, message=None, name=None):
    """Asserts that the given `Tensor` is of the specified type."""
    message = message or ""
    tensor = tf.convert_to_tensor(tensor)
    if tensor.dtype != tf_type:
        if _eager():
            raise TypeError("%s tensor must be of type %s" % (message, tf_type))
        raise TypeError("%s  %s must be of type %s" % (message, tensor.name, tf_type))


def assert_integer(x, message=None, name=None):
    """Assert that `x` is of integer dtype."""
    message = message or ""
    x = tf.convert_to_tensor(x)
    if not x.dtype.is_integer:
        x_name = "tensor" if _eager() else x.name
        raise TypeError(
            '%s  Expected "x" to be integer type.  Found: %s of dtype %s'
            % (message, x_name, x.dtype)
        )


def assert_scalar(tensor, message=None, name=None):
    """Asserts that the given `tensor` is a scalar."""
    tensor = tf.convert_to_tensor(tensor)
    if tensor.shape.rank != 0:
        if _eager():
            raise ValueError(
                "%sExpected scalar shape, saw shape: %s." % (message or "", tensor.shape)
            )
        raise ValueError(
            "%sExpected scalar shape for %s, saw shape: %s."
            % (message or "", tensor.name, tensor.shape)
        )


def _is_any_size(symbol):
    return symbol is None or symbol == "."


def _known_int(size):
    if size is None or isinstance(size, tf.Tensor):
        return False
    try:
        int(size)
        return True
    except (ValueError, TypeError):
        return False


def assert_shapes(shapes, data=None, summarize=None, message=None, name=None):
    """Assert tensor shapes and dimension size relationships between tensors."""
    if isinstance(shapes, dict):
        shapes = shapes.items()
    message = message or ""
    constraints = [(tf.convert_to_tensor(x), s) for x, s in shapes if s is not None]

    def tensor_name(x):
        return _shape_and_dtype_str(x) if _eager() else x.name

    checks = []
    for tensor, symbolic in constraints:
        try:
            symbols = tuple(symbolic)
        except TypeError:
            symbols = None
        if symbols is None:
            raise ValueError(
                "%s.  Tensor %s.  Specified shape must be an iterable.  An iterable has the "
                "attribute `__iter__` or `__getitem__`.  Received specified shape: %s"
                % (message, tensor_name(tensor), symbolic)
            )
        innermost = False
        for i, symbol in enumerate(symbols):
            if not (symbol is Ellipsis or symbol == "*"):
                continue
            if i != 0:
                raise ValueError(
                    "%s.  Tensor %s specified shape index %d.  Symbol `...` or `*` for a "
                    "variable number of unspecified dimensions is only allowed as the first entry"
                    % (message, tensor_name(tensor), i)
                )
            innermost = True
        sizes = symbols[1:] if innermost else symbols
        if not sizes:
            sizes = (1,)
        rank = tensor.shape.rank
        if rank == 0:
            actual = [1]
        elif rank is None:
            actual = None
        else:
            dynamic = tf.shape(tensor)
            actual = [
                d if d is not None else dynamic[i] for i, d in enumerate(tensor.shape.as_list())
            ]
        checks.append((tensor, innermost, actual, sizes))

    for tensor, innermost, actual, sizes in checks:
        rank = len(sizes)
        if innermost:
            if rank not in (0, 1):
                assert_rank_at_least(tensor, rank, message=message, name=name)
        elif rank in (0, 1):
            assert_rank_in(tensor, [0, 1], message=message, name=name)
        else:
            assert_rank(tensor, rank, message=message, name=name)

    specified = {}
    for tensor, innermost, actual, sizes in checks:
        if actual is None:
            raise NotImplementedError(
                "minitf's tf.debugging.assert_shapes needs tensors of known rank"
            )
        for i, symbol in enumerate(sizes):
            if _is_any_size(symbol):
                continue
            dim = i - len(sizes) if innermost else i
            if symbol in specified or _known_int(symbol):
                if _known_int(symbol):
                    size = int(symbol)
                    how = "Specified explicitly"
                else:
                    size, by, at = specified[symbol]
                    how = "Specified by tensor %s dimension %d" % (tensor_name(by), at)
                got = actual[dim]
                if _known_int(got) and _known_int(size):
                    if int(got) != int(size):
                        raise ValueError(
                            "%s.  %s.  Tensor %s dimension %s must have size %d.  "
                            "Received size %d, shape %s"
                            % (message, how, tensor_name(tensor), dim, size, got, tensor.shape)
                        )
                    continue
                condition = tf.equal(tf.convert_to_tensor(got), tf.convert_to_tensor(size))
                data_ = data
                if data is None:
                    data_ = [message, how, "Tensor %s dimension" % tensor_name(tensor), dim]
                    data_ += ["must have size", size, "Received shape: ", tf.shape(tensor)]
                Assert(condition, data_, summarize=summarize)
            else:
                specified[symbol] = (actual[dim], tensor, dim)
    return None


def check_numerics(tensor, message, name=None):
    """Checks a tensor for NaN and Inf values."""
    return _check_numerics(tensor, message, name)


def assert_all_finite(x, message, name=None):
    """Assert that the tensor does not contain any NaN's or Inf's."""
    return _check_numerics(x, message, name)


def is_numeric_tensor(tensor):
    """Returns `True` if the elements of `tensor` are numbers."""
    numeric = [tf.float32, tf.float64, tf.int8, tf.int16, tf.int32, tf.int64, tf.uint8]
    return isinstance(tensor, tf.Tensor) and tensor.dtype in numeric


def set_log_device_placement(enabled):
    """Turns logging for device placement decisions on or off."""
    raise NotImplementedError(
        "minitf does not log device placement: every op runs on /device:CPU:0"
    )
