# tf functions that minitf composes from registry ops, with TF's signatures,
# results and errors: tf.reverse and tf.unstack (strided slices: the values
# and gradients of TF's ReverseV2 and Unpack; a graph names the nodes
# StridedSlice), tf.random.categorical (the Gumbel-max trick on uniform
# draws: TF's Multinomial distribution) and tf.random.shuffle (a gather by
# the argsort of uniform keys). Seeded draws follow minitf's random streams:
# reproducible for given seeds, not TF's own numbers.

# AutoGraph calls this module's functions as they are, as TF's own code.
__autograph_do_not_convert__ = True

tf = None

__all__ = ["reverse", "unstack"]
__random__ = ["categorical", "shuffle"]

# The smallest uniform draw for Gumbel noise: log(log) stays finite.
_TINY = 1e-20


def _tensor(v):
    # A variable is read by an op that tapes record (tf.identity):
    # minitf's convert_to_tensor reads it unrecorded.
    if isinstance(v, tf.Variable):
        return tf.identity(v)
    return tf.convert_to_tensor(v)


def reverse(tensor, axis, name=None):
    """Reverses specific dimensions of a tensor."""
    tensor = _tensor(tensor)
    if isinstance(axis, tf.Tensor):
        if not hasattr(axis, "numpy"):
            raise NotImplementedError("minitf's tf.reverse needs an axis known when tracing")
        axis = axis.numpy().tolist()
    axes = [int(a) for a in (axis if isinstance(axis, (list, tuple)) else [axis])]
    rank = tensor.shape.rank
    if rank is None:
        raise NotImplementedError("minitf's tf.reverse needs a tensor of known rank")
    seen = []
    index = [slice(None)] * rank
    for i, a in enumerate(axes):
        if a < -rank or a >= rank:
            raise tf.errors.InvalidArgumentError(
                "'axis'[%d] = %d is out of valid range [0, %d [Op:ReverseV2] name: "
                % (i, a, rank - 1),
            )
        a = a + rank if a < 0 else a
        if a in seen:
            raise tf.errors.InvalidArgumentError(
                "axis %d specified more than once. [Op:ReverseV2] name: " % a
            )
        seen.append(a)
        index[a] = slice(None, None, -1)
    if not seen:
        return tf.identity(tensor)
    return tensor[tuple(index)]


def unstack(value, num=None, axis=0, name="unstack"):
    """Unpacks the given dimension of a rank-`R` tensor into rank-`(R-1)` tensors."""
    value = _tensor(value)
    shape = value.shape
    rank = shape.rank
    if rank is None:
        raise NotImplementedError("minitf's tf.unstack needs a tensor of known rank")
    if axis < -rank or axis >= rank:
        raise ValueError("Argument `axis` = %d not in range [%d, %d)" % (axis, -rank, rank))
    if axis < 0:
        axis += rank
    if num is None:
        num = shape[axis]
        if num is None:
            raise ValueError("Cannot infer argument `num` from shape %s" % shape)
    return [value[tuple([slice(None)] * axis + [i])] for i in range(num)]


def categorical(logits, num_samples, dtype=None, seed=None, name=None):
    """Draws samples from a categorical distribution."""
    logits = _tensor(logits)
    out = tf.int64 if dtype is None else dtype
    if out not in (tf.int32, tf.int64):
        raise TypeError(
            "Value passed to parameter 'output_dtype' has DataType %s not in list "
            "of allowed values: int32, int64" % out.name
        )
    if logits.shape.rank is not None and logits.shape.rank != 2:
        raise tf.errors.InvalidArgumentError(
            "logits should be a matrix, got shape %s [Op:Multinomial] name: "
            % str(logits.shape.as_list()).replace(" ", "")
        )
    shape = tf.shape(logits)
    draws = tf.random.uniform(
        tf.stack([shape[0], num_samples, shape[1]]),
        minval=_TINY,
        maxval=1.0,
        dtype=logits.dtype,
        seed=seed,
    )
    gumbel = -tf.math.log(-tf.math.log(draws))
    return tf.argmax(tf.expand_dims(logits, 1) + gumbel, axis=-1, output_type=out)


def shuffle(value, seed=None, name=None):
    """Randomly shuffles a tensor along its first dimension."""
    value = _tensor(value)
    if value.shape.rank == 0:
        # TF's kernel passes a tensor of at most one element through.
        return tf.identity(value)
    keys = tf.random.uniform(tf.shape(value)[:1], seed=seed)
    return tf.gather(value, tf.argsort(keys))
