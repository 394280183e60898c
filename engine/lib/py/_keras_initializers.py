# keras.initializers: the functions that give new weights their first values.
import math
import tensorflow as tf
import _keras_backend as backend


class Initializer:
    __module__ = "keras.src.initializers.initializer"

    def __call__(self, shape, dtype=None):
        raise NotImplementedError("Initializer subclasses must implement `__call__()`.")

    def get_config(self):
        return {}


class Zeros(Initializer):
    __module__ = "keras.src.initializers.constant_initializers"

    def __call__(self, shape, dtype=None):
        return tf.zeros(shape, dtype=backend.standardize_dtype(dtype))


class Ones(Initializer):
    __module__ = "keras.src.initializers.constant_initializers"

    def __call__(self, shape, dtype=None):
        return tf.ones(shape, dtype=backend.standardize_dtype(dtype))


class Constant(Initializer):
    __module__ = "keras.src.initializers.constant_initializers"

    def __init__(self, value=0.0):
        self.value = value

    def __call__(self, shape, dtype=None):
        dtype = backend.standardize_dtype(dtype)
        return tf.fill(shape, tf.cast(self.value, dtype))

    def get_config(self):
        return {"value": self.value}


def _seed(seed):
    return seed if seed is not None else backend.next_seed()


class RandomNormal(Initializer):
    __module__ = "keras.src.initializers.random_initializers"

    def __init__(self, mean=0.0, stddev=0.05, seed=None):
        self.mean = mean
        self.stddev = stddev
        self.seed = seed

    def __call__(self, shape, dtype=None):
        return tf.random.normal(
            shape,
            mean=self.mean,
            stddev=self.stddev,
            dtype=backend.standardize_dtype(dtype),
            seed=_seed(self.seed),
        )

    def get_config(self):
        # Keras' random initializers put the seed first.
        return {"seed": self.seed, "mean": self.mean, "stddev": self.stddev}


class RandomUniform(Initializer):
    __module__ = "keras.src.initializers.random_initializers"

    def __init__(self, minval=-0.05, maxval=0.05, seed=None):
        self.minval = minval
        self.maxval = maxval
        self.seed = seed

    def __call__(self, shape, dtype=None):
        return tf.random.uniform(
            shape,
            minval=self.minval,
            maxval=self.maxval,
            dtype=backend.standardize_dtype(dtype),
            seed=_seed(self.seed),
        )

    def get_config(self):
        return {"seed": self.seed, "minval": self.minval, "maxval": self.maxval}


def _fans(shape):
    # Keras' compute_fans: the receptive field times the channels.
    shape = tuple(shape)
    if len(shape) < 1:
        return 1, 1
    if len(shape) == 1:
        return shape[0], shape[0]
    if len(shape) == 2:
        return shape[0], shape[1]
    receptive = 1
    for d in shape[:-2]:
        receptive *= d
    return shape[-2] * receptive, shape[-1] * receptive


class GlorotUniform(Initializer):
    __module__ = "keras.src.initializers.random_initializers"

    # Keras' VarianceScaling(scale=1, mode="fan_avg", distribution="uniform"):
    # uniform in [-limit, limit] with limit = sqrt(6 / (fan_in + fan_out)).
    def __init__(self, seed=None):
        self.seed = seed

    def __call__(self, shape, dtype=None):
        fan_in, fan_out = _fans(shape)
        limit = math.sqrt(3.0 * 1.0 / max(1.0, (fan_in + fan_out) / 2.0))
        return tf.random.uniform(
            shape,
            minval=-limit,
            maxval=limit,
            dtype=backend.standardize_dtype(dtype),
            seed=_seed(self.seed),
        )

    def get_config(self):
        return {"seed": self.seed}


class Orthogonal(Initializer):
    """Initializer that generates an orthogonal matrix."""

    __module__ = "keras.src.initializers.random_initializers"

    # Keras: the Q of a QR decomposition of a normal matrix (rows the
    # product of all but the last dimension), signs fixed by R's diagonal,
    # times gain. The QR is Gram-Schmidt on the columns (Householder's Q
    # up to those signs, which the fix makes the same).
    def __init__(self, gain=1.0, seed=None):
        self.gain = gain
        self.seed = seed

    def __call__(self, shape, dtype=None):
        shape = list(shape)
        if len(shape) < 2:
            raise ValueError(
                "The tensor to initialize must be at least two-dimensional. Received: shape="
                + str(tuple(shape))
                + " of rank "
                + str(len(shape))
                + "."
            )
        num_rows = 1
        for d in shape[:-1]:
            num_rows *= d
        num_cols = shape[-1]
        rows, cols = max(num_rows, num_cols), min(num_rows, num_cols)
        a = tf.random.normal([rows, cols], dtype=tf.float32, seed=_seed(self.seed))
        q = _orthonormal_columns(a)
        if num_rows < num_cols:
            q = tf.transpose(q)
        q = q * self.gain
        return tf.cast(tf.reshape(q, shape), backend.standardize_dtype(dtype))

    def get_config(self):
        return {"seed": self.seed, "gain": self.gain}


def _orthonormal_columns(a):
    # Modified Gram-Schmidt; each column keeps the sign its R diagonal entry
    # would give it positive, as Keras' sign fix of Householder's Q does.
    cols = []
    for j in range(a.shape[1]):
        v = a[:, j]
        for q in cols:
            v = v - tf.reduce_sum(q * v) * q
        cols.append(v / tf.sqrt(tf.reduce_sum(v * v)))
    return tf.stack(cols, axis=1)


_BY_NAME = {
    "orthogonal": Orthogonal,
    "uniform": RandomUniform,
    "normal": RandomNormal,
    "zeros": Zeros,
    "ones": Ones,
    "constant": Constant,
    "random_normal": RandomNormal,
    "random_uniform": RandomUniform,
    "glorot_uniform": GlorotUniform,
}


def get(identifier):
    if identifier is None:
        return None
    if isinstance(identifier, str):
        cls = _BY_NAME.get(identifier.lower())
        if cls is None:
            raise ValueError("Could not interpret initializer identifier: " + identifier)
        return cls()
    if callable(identifier):
        return identifier
    raise ValueError("Could not interpret initializer identifier: " + str(identifier))


def serialize(initializer):
    # serialize_keras_object: the class name and config under keras.initializers.
    if initializer is None:
        return None
    return {
        "module": "keras.initializers",
        "class_name": type(initializer).__name__,
        "config": initializer.get_config(),
        "registered_name": None,
    }
