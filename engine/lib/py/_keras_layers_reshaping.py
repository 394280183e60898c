# keras.layers' reshaping layers beyond Flatten: Reshape, Permute,
# RepeatVector (Keras 3's texts, shapes and configs).
import math
import tensorflow as tf
from _keras_layers import Layer, InputSpec


def compute_reshape_output_shape(input_shape, newshape, arg_name):
    # Keras' operation_utils: a -1 becomes the size that keeps the total,
    # or None when a size is unknown.
    newshape = tuple(newshape)
    if None in input_shape:
        return tuple([None if d == -1 else d for d in newshape])
    input_size = math.prod(input_shape)
    if newshape.count(-1) == 0:
        if input_size != math.prod(newshape):
            raise ValueError(
                "The total size of the tensor must be unchanged. Received: input_shape="
                + str(tuple(input_shape))
                + ", "
                + arg_name
                + "="
                + str(newshape)
            )
        return newshape
    known = 1
    unknown_index = None
    for i, d in enumerate(newshape):
        if d == -1:
            unknown_index = i
        else:
            known *= d
    if known == 0 or input_size % known != 0:
        raise ValueError(
            "The total size of the tensor must be unchanged, however, the input size cannot "
            "by divided by the specified dimensions in "
            + arg_name
            + ". Received: input_shape="
            + str(tuple(input_shape))
            + ", "
            + arg_name
            + "="
            + str(newshape)
        )
    out = list(newshape)
    out[unknown_index] = input_size // known
    return tuple(out)


class Reshape(Layer):
    """Layer that reshapes inputs into the given shape (the batch axis stays)."""

    __module__ = "keras.src.layers.reshaping.reshape"

    def __init__(self, target_shape, **kwargs):
        Layer.__init__(self, **kwargs)
        target_shape = tuple(target_shape)
        if target_shape.count(-1) > 1:
            raise ValueError(
                "There must be at most one unknown dimension (-1) in target_shape. "
                "Received: target_shape=" + str(target_shape) + "."
            )
        self.target_shape = target_shape
        self.built = True

    def compute_output_shape(self, input_shape):
        return (input_shape[0],) + compute_reshape_output_shape(
            tuple(input_shape[1:]), self.target_shape, "target_shape"
        )

    def call(self, inputs):
        shape = compute_reshape_output_shape(
            tuple(inputs.shape.as_list()[1:]), self.target_shape, "target_shape"
        )
        return tf.reshape(inputs, [-1] + [d for d in shape])

    def get_config(self):
        config = Layer.get_config(self)
        config["target_shape"] = self.target_shape
        return config


class Permute(Layer):
    """Permutes the dimensions of the input according to a given pattern (1-based, batch excluded)."""

    __module__ = "keras.src.layers.reshaping.permute"

    def __init__(self, dims, **kwargs):
        Layer.__init__(self, **kwargs)
        self.dims = tuple(dims)
        if sorted(dims) != list(range(1, len(dims) + 1)):
            raise ValueError(
                "Invalid permutation argument `dims` for Permute Layer. The set of indices in "
                "`dims` must be consecutive and start from 1. Received dims=" + str(dims)
            )
        self.input_spec = InputSpec(ndim=len(self.dims) + 1)

    def compute_output_shape(self, input_shape):
        out = [input_shape[0]]
        for d in self.dims:
            out.append(input_shape[d])
        return tuple(out)

    def call(self, inputs):
        return tf.transpose(inputs, perm=[0] + list(self.dims))

    def get_config(self):
        config = Layer.get_config(self)
        config["dims"] = self.dims
        return config


class RepeatVector(Layer):
    """Repeats the input n times: (batch, features) becomes (batch, n, features)."""

    __module__ = "keras.src.layers.reshaping.repeat_vector"

    def __init__(self, n, **kwargs):
        Layer.__init__(self, **kwargs)
        if not isinstance(n, int) or isinstance(n, bool):
            raise TypeError("Expected an integer value for `n`, got " + str(type(n)) + ".")
        if n <= 0:
            raise ValueError("Argument `n` should be a positive integer. Received: n=" + str(n))
        self.n = n
        self.input_spec = InputSpec(ndim=2)

    def compute_output_shape(self, input_shape):
        return (input_shape[0], self.n, input_shape[1])

    def call(self, inputs):
        return tf.tile(tf.expand_dims(inputs, 1), [1, self.n, 1])

    def get_config(self):
        config = Layer.get_config(self)
        config["n"] = self.n
        return config
