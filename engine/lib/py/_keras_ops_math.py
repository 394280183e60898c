# keras.ops' math ops on the TensorFlow backend (keras/src/ops/math.py and
# backend/tensorflow/math.py), which keras.ops exports beside the numpy ones.
# Every public name here is an op (the modules it needs are imported under
# private names).
import tensorflow as _tf
from _keras_ops_core import convert_to_tensor as _tensor


def top_k(x, k, sorted=True):
    return _tf.math.top_k(_tensor(x), k, sorted=sorted)


def logsumexp(x, axis=None, keepdims=False):
    return _tf.math.reduce_logsumexp(_tensor(x), axis=axis, keepdims=keepdims)


def rsqrt(x):
    return _tf.math.rsqrt(_tensor(x))


def erf(x):
    return _tf.math.erf(_tensor(x))
