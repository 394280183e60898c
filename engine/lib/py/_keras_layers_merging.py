# keras.layers' merge layers beyond Add and Concatenate (Subtract, Multiply,
# Average, Maximum, Minimum, Dot) and the functional forms of all of them
# (keras.layers.add(inputs) is Add()(inputs)).
import tensorflow as tf
from _keras_layers import _Merge, Add, Concatenate


class _Elementwise(_Merge):
    def compute_output_shape(self, input_shape):
        return tuple(input_shape[0])

    def call(self, inputs):
        out = inputs[0]
        for x in inputs[1:]:
            out = self._merge(out, x)
        return out


class Subtract(_Elementwise):
    """Performs elementwise subtraction of two inputs."""

    __module__ = "keras.src.layers.merging.subtract"

    def build(self, input_shape):
        _Elementwise.build(self, input_shape)
        if len(input_shape) != 2:
            raise ValueError(
                "A `Subtract` layer should be called on exactly 2 inputs. Received: input_shape="
                + str(input_shape)
            )

    def call(self, inputs):
        if len(inputs) != 2:
            raise ValueError(
                "A `Subtract` layer should be called on exactly 2 inputs. Received: inputs="
                + str(inputs)
            )
        return inputs[0] - inputs[1]


class Multiply(_Elementwise):
    """Performs elementwise multiplication of a list of inputs."""

    __module__ = "keras.src.layers.merging.multiply"

    def _merge(self, a, b):
        return a * b


class Maximum(_Elementwise):
    """Computes the element-wise maximum of a list of inputs."""

    __module__ = "keras.src.layers.merging.maximum"

    def _merge(self, a, b):
        return tf.maximum(a, b)


class Minimum(_Elementwise):
    """Computes the element-wise minimum of a list of inputs."""

    __module__ = "keras.src.layers.merging.minimum"

    def _merge(self, a, b):
        return tf.minimum(a, b)


class Average(_Elementwise):
    """Averages a list of inputs element-wise."""

    __module__ = "keras.src.layers.merging.average"

    def call(self, inputs):
        out = inputs[0]
        for x in inputs[1:]:
            out = out + x
        return out / len(inputs)


def _l2_normalize(x, axis):
    return x * tf.math.rsqrt(
        tf.maximum(tf.reduce_sum(tf.square(x), axis=axis, keepdims=True), 1e-12)
    )


def _batch_dot(x1, x2, axes):
    # Keras' batch_dot for the ranks a model meets: two vectors per sample
    # (B, n) . (B, n) -> (B, 1), or two matrices per sample.
    r1 = len(x1.shape)
    r2 = len(x2.shape)
    if r1 == 2 and r2 == 2:
        return tf.reduce_sum(x1 * x2, axis=1, keepdims=True)
    if r1 == 3 and r2 == 3:
        if axes[0] == 1:
            x1 = tf.transpose(x1, perm=[0, 2, 1])
        if axes[1] == 2:
            x2 = tf.transpose(x2, perm=[0, 2, 1])
        return tf.matmul(x1, x2)
    raise NotImplementedError(
        "Dot of inputs of ranks " + str(r1) + " and " + str(r2) + " is not supported by minitf"
    )


class Dot(_Merge):
    """Computes element-wise dot product of two tensors along the given axes."""

    __module__ = "keras.src.layers.merging.dot"

    def __init__(self, axes, normalize=False, **kwargs):
        _Merge.__init__(self, **kwargs)
        if not isinstance(axes, int):
            if not isinstance(axes, (list, tuple)):
                raise TypeError(
                    "Invalid type for argument `axes`: it should be a list or an int. "
                    "Received: axes=" + str(axes)
                )
            if len(axes) != 2:
                raise ValueError(
                    "Invalid format for argument `axes`: it should contain two elements. "
                    "Received: axes=" + str(axes)
                )
            if not isinstance(axes[0], int) or not isinstance(axes[1], int):
                raise ValueError(
                    "Invalid format for argument `axes`: list elements should be integers. "
                    "Received: axes=" + str(axes)
                )
        self.axes = axes
        self.normalize = normalize
        self.supports_masking = True

    def _axes_for(self, r1, r2):
        if isinstance(self.axes, int):
            if self.axes < 0:
                return [self.axes % r1, self.axes % r2]
            return [self.axes, self.axes]
        return [self.axes[0] % r1, self.axes[1] % r2]

    def build(self, input_shape):
        if not isinstance(input_shape[0], (tuple, list)) or len(input_shape) != 2:
            raise ValueError(
                "A `Dot` layer should be called on a list of 2 inputs. Received: input_shape="
                + str(input_shape)
            )
        shape1 = input_shape[0]
        shape2 = input_shape[1]
        axes = self._axes_for(len(shape1), len(shape2))
        if shape1[axes[0]] != shape2[axes[1]]:
            raise ValueError(
                "Incompatible input shapes: axis values "
                + str(shape1[axes[0]])
                + " (at axis "
                + str(axes[0])
                + ") != "
                + str(shape2[axes[1]])
                + " (at axis "
                + str(axes[1])
                + "). Full input shapes: "
                + str(tuple(shape1))
                + ", "
                + str(tuple(shape2))
            )
        self.built = True

    def call(self, inputs):
        if len(inputs) != 2:
            raise ValueError(
                "A `Dot` layer should be called on exactly 2 inputs. Received: inputs="
                + str(inputs)
            )
        x1 = inputs[0]
        x2 = inputs[1]
        axes = self._axes_for(len(x1.shape), len(x2.shape))
        if self.normalize:
            x1 = _l2_normalize(x1, axes[0])
            x2 = _l2_normalize(x2, axes[1])
        return _batch_dot(x1, x2, axes)

    def compute_output_shape(self, input_shape):
        shape1 = list(input_shape[0])
        shape2 = list(input_shape[1])
        axes = self._axes_for(len(shape1), len(shape2))
        shape1.pop(axes[0])
        shape2.pop(axes[1])
        shape2.pop(0)
        out = shape1 + shape2
        if len(out) == 1:
            out += [1]
        return tuple(out)

    def compute_mask(self, inputs, mask=None):
        return None

    def get_config(self):
        config = _Merge.get_config(self)
        config["axes"] = self.axes
        config["normalize"] = self.normalize
        return config


def add(inputs, **kwargs):
    return Add(**kwargs)(inputs)


def subtract(inputs, **kwargs):
    return Subtract(**kwargs)(inputs)


def multiply(inputs, **kwargs):
    return Multiply(**kwargs)(inputs)


def average(inputs, **kwargs):
    return Average(**kwargs)(inputs)


def maximum(inputs, **kwargs):
    return Maximum(**kwargs)(inputs)


def minimum(inputs, **kwargs):
    return Minimum(**kwargs)(inputs)


def concatenate(inputs, axis=-1, **kwargs):
    return Concatenate(axis=axis, **kwargs)(inputs)


def dot(inputs, axes=-1, **kwargs):
    return Dot(axes=axes, **kwargs)(inputs)
