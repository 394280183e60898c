# keras.constraints: projections applied to a weight after each optimizer
# update (Keras 3's classes and configs).
import tensorflow as tf
import _keras_backend as backend

# Keras' backend.epsilon(): keeps the divisions by a norm finite.
_EPSILON = 1e-7


def _norms(w, axis):
    return tf.sqrt(tf.reduce_sum(tf.square(w), axis=axis, keepdims=True))


class Constraint:
    __module__ = "keras.src.constraints.constraints"

    def __call__(self, w):
        return w

    def get_config(self):
        return {}

    @classmethod
    def from_config(cls, config):
        return cls(**config)


class MaxNorm(Constraint):
    """MaxNorm weight constraint: the norm along axis is at most max_value."""

    __module__ = "keras.src.constraints.constraints"

    def __init__(self, max_value=2, axis=0):
        self.max_value = max_value
        self.axis = axis

    def __call__(self, w):
        w = tf.convert_to_tensor(w)
        norms = _norms(w, self.axis)
        desired = tf.clip_by_value(norms, 0.0, float(self.max_value))
        return w * (desired / (_EPSILON + norms))

    def get_config(self):
        return {"max_value": self.max_value, "axis": self.axis}


class NonNeg(Constraint):
    """Constrains the weights to be non-negative."""

    __module__ = "keras.src.constraints.constraints"

    def __call__(self, w):
        w = tf.convert_to_tensor(w)
        return tf.maximum(w, tf.zeros_like(w))


class UnitNorm(Constraint):
    """Constrains the weights incident to each hidden unit to have unit norm."""

    __module__ = "keras.src.constraints.constraints"

    def __init__(self, axis=0):
        self.axis = axis

    def __call__(self, w):
        w = tf.convert_to_tensor(w)
        return w / (_EPSILON + _norms(w, self.axis))

    def get_config(self):
        return {"axis": self.axis}


class MinMaxNorm(Constraint):
    """MinMaxNorm weight constraint: the norm along axis lies in [min_value, max_value]."""

    __module__ = "keras.src.constraints.constraints"

    def __init__(self, min_value=0.0, max_value=1.0, rate=1.0, axis=0):
        self.min_value = min_value
        self.max_value = max_value
        self.rate = rate
        self.axis = axis

    def __call__(self, w):
        w = tf.convert_to_tensor(w)
        norms = _norms(w, self.axis)
        clipped = tf.clip_by_value(norms, float(self.min_value), float(self.max_value))
        desired = self.rate * clipped + (1 - self.rate) * norms
        return w * (desired / (_EPSILON + norms))

    def get_config(self):
        return {
            "min_value": self.min_value,
            "max_value": self.max_value,
            "rate": self.rate,
            "axis": self.axis,
        }


max_norm = MaxNorm
non_neg = NonNeg
unit_norm = UnitNorm
min_max_norm = MinMaxNorm

_BY_NAME = {
    "Constraint": Constraint,
    "MaxNorm": MaxNorm,
    "NonNeg": NonNeg,
    "UnitNorm": UnitNorm,
    "MinMaxNorm": MinMaxNorm,
    "constraint": Constraint,
    "max_norm": MaxNorm,
    "non_neg": NonNeg,
    "unit_norm": UnitNorm,
    "min_max_norm": MinMaxNorm,
}


def serialize(constraint):
    return backend._serialize_object(constraint, "keras.constraints")


def get(identifier):
    if identifier is None:
        return None
    obj = identifier
    if isinstance(identifier, str):
        obj = _BY_NAME.get(identifier)
    if isinstance(obj, type):
        obj = obj()
    if obj is None or not callable(obj):
        raise ValueError("Could not interpret constraint identifier: " + str(identifier))
    return obj
