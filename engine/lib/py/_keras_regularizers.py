# keras.regularizers: penalties on a layer's weights, added to the loss (a
# layer's `losses`, which Model.fit adds to the compiled loss). Keras 3's
# classes, texts and configs.
import math
import tensorflow as tf
import _keras_backend as backend


def _validate_float_arg(value, name):
    if (
        not isinstance(value, (float, int))
        or isinstance(value, bool)
        or math.isinf(value)
        or math.isnan(value)
        or value < 0
    ):
        # Keras' text, with its missing space.
        raise ValueError(
            "Invalid value for argument "
            + name
            + ": expected a non-negative float.Received: "
            + name
            + "="
            + str(value)
        )
    return float(value)


class Regularizer:
    __module__ = "keras.src.regularizers.regularizers"

    def __call__(self, x):
        return 0.0

    @classmethod
    def from_config(cls, config):
        return cls(**config)

    def get_config(self):
        raise NotImplementedError(repr(self) + " does not implement get_config()")


class L1L2(Regularizer):
    """A regularizer that applies both L1 and L2 regularization penalties."""

    __module__ = "keras.src.regularizers.regularizers"

    def __init__(self, l1=0.0, l2=0.0):
        self.l1 = _validate_float_arg(0.0 if l1 is None else l1, "l1")
        self.l2 = _validate_float_arg(0.0 if l2 is None else l2, "l2")

    def __call__(self, x):
        x = tf.convert_to_tensor(x)
        out = tf.constant(0.0, dtype=x.dtype)
        if self.l1 != 0.0:
            out = out + tf.cast(self.l1, x.dtype) * tf.reduce_sum(tf.abs(x))
        if self.l2 != 0.0:
            out = out + tf.cast(self.l2, x.dtype) * tf.reduce_sum(tf.square(x))
        return out

    def get_config(self):
        return {"l1": self.l1, "l2": self.l2}


class L1(Regularizer):
    """A regularizer that applies a L1 regularization penalty: l1 * sum(abs(x))."""

    __module__ = "keras.src.regularizers.regularizers"

    def __init__(self, l1=0.01):
        self.l1 = _validate_float_arg(0.01 if l1 is None else l1, "l1")

    def __call__(self, x):
        x = tf.convert_to_tensor(x)
        return tf.cast(self.l1, x.dtype) * tf.reduce_sum(tf.abs(x))

    def get_config(self):
        return {"l1": self.l1}


class L2(Regularizer):
    """A regularizer that applies a L2 regularization penalty: l2 * sum(square(x))."""

    __module__ = "keras.src.regularizers.regularizers"

    def __init__(self, l2=0.01):
        self.l2 = _validate_float_arg(0.01 if l2 is None else l2, "l2")

    def __call__(self, x):
        x = tf.convert_to_tensor(x)
        return tf.cast(self.l2, x.dtype) * tf.reduce_sum(tf.square(x))

    def get_config(self):
        return {"l2": self.l2}


class OrthogonalRegularizer(Regularizer):
    """Regularizer that encourages input vectors to be orthogonal to each other."""

    __module__ = "keras.src.regularizers.regularizers"

    # Keras: the mean absolute cosine between distinct rows (or columns),
    # times factor / 2.
    def __init__(self, factor=0.01, mode="rows"):
        self.factor = _validate_float_arg(factor, "factor")
        if mode not in ("rows", "columns"):
            raise ValueError(
                'Invalid value for argument `mode`. Expected one of {"rows", "columns"}. '
                "Received: mode=" + str(mode)
            )
        self.mode = mode

    def __call__(self, inputs):
        inputs = tf.convert_to_tensor(inputs)
        if len(inputs.shape) != 2:
            raise ValueError(
                "Inputs to OrthogonalRegularizer must have rank 2. Received: inputs.shape="
                + str(tuple(inputs.shape.as_list()))
            )
        axis = 1 if self.mode == "rows" else 0
        norm = tf.sqrt(
            tf.maximum(tf.reduce_sum(tf.square(inputs), axis=axis, keepdims=True), 1e-12)
        )
        unit = inputs / norm
        if self.mode == "rows":
            product = tf.matmul(unit, tf.transpose(unit))
            size = inputs.shape[0]
        else:
            product = tf.matmul(tf.transpose(unit), unit)
            size = inputs.shape[1]
        off_diagonal = product * (1.0 - tf.eye(size, dtype=inputs.dtype))
        num_pairs = size * (size - 1.0) / 2.0
        return self.factor * 0.5 * tf.reduce_sum(tf.abs(off_diagonal)) / num_pairs

    def get_config(self):
        return {"factor": self.factor, "mode": self.mode}


l1 = L1
l2 = L2
l1_l2 = L1L2
orthogonal_regularizer = OrthogonalRegularizer

_BY_NAME = {
    "Regularizer": Regularizer,
    "L1": L1,
    "L2": L2,
    "L1L2": L1L2,
    "OrthogonalRegularizer": OrthogonalRegularizer,
    "regularizer": Regularizer,
    "l1": L1,
    "l2": L2,
    "l1l2": L1L2,
    "l1_l2": L1L2,
    "orthogonal_regularizer": OrthogonalRegularizer,
}


def serialize(regularizer):
    return backend._serialize_object(regularizer, "keras.regularizers")


def get(identifier):
    if identifier is None:
        return None
    obj = identifier
    if isinstance(identifier, str):
        obj = _BY_NAME.get(identifier)
    if isinstance(obj, type):
        obj = obj()
    if obj is None or not callable(obj):
        raise ValueError("Could not interpret regularizer identifier: " + str(identifier))
    return obj
