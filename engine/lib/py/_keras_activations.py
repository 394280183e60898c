# keras.activations: the element-wise functions a layer applies to its output.
import tensorflow as tf


def linear(x):
    return x


def relu(x):
    return tf.nn.relu(x)


def sigmoid(x):
    return tf.sigmoid(x)


def tanh(x):
    return tf.tanh(x)


def softmax(x, axis=-1):
    return tf.nn.softmax(x, axis=axis)


def elu(x):
    return tf.nn.elu(x)


def gelu(x):
    return tf.nn.gelu(x)


def softplus(x):
    return tf.nn.softplus(x)


_BY_NAME = {
    "linear": linear,
    "relu": relu,
    "sigmoid": sigmoid,
    "tanh": tanh,
    "softmax": softmax,
    "elu": elu,
    "gelu": gelu,
    "softplus": softplus,
}


def get(identifier):
    if identifier is None:
        return linear
    if isinstance(identifier, str):
        fn = _BY_NAME.get(identifier)
        if fn is None:
            raise ValueError("Could not interpret activation function identifier: " + identifier)
        return fn
    if callable(identifier):
        return identifier
    raise ValueError("Could not interpret activation function identifier: " + str(identifier))


def leaky_relu(x, negative_slope=0.2):
    return tf.nn.leaky_relu(x, alpha=negative_slope)


def serialize(activation):
    # Keras names a built-in activation by its function's name.
    name = getattr(activation, "__name__", None)
    if name in _BY_NAME and _BY_NAME[name] is activation:
        return name
    raise ValueError("Could not serialize activation " + repr(activation))
