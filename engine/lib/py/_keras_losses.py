# keras.losses: Keras 3's loss functions and classes, reduced over the batch
# as "sum_over_batch_size" (the mean of the per-sample losses).
import math
import tensorflow as tf

# Keras' backend.epsilon(): probabilities are clipped to [eps, 1 - eps] before
# a logarithm.
EPSILON = 1e-7


def squeeze_or_expand_to_same_rank(x1, x2, expand_rank_1=True):
    # Keras: labels of shape (batch,) meet predictions of shape (batch, 1)
    # (and the reverse) by growing the rank-1 side, or squeezing the other.
    r1 = len(x1.shape)
    r2 = len(x2.shape)
    if r1 == r2 + 1 and x1.shape[-1] == 1:
        if r2 == 1 and expand_rank_1:
            x2 = tf.expand_dims(x2, axis=-1)
        else:
            x1 = tf.squeeze(x1, axis=-1)
    if r2 == r1 + 1 and x2.shape[-1] == 1:
        if r1 == 1 and expand_rank_1:
            x1 = tf.expand_dims(x1, axis=-1)
        else:
            x2 = tf.squeeze(x2, axis=-1)
    return x1, x2


def _prepare(y_true, y_pred):
    y_pred = tf.convert_to_tensor(y_pred)
    # Keras' mean of integers is a float32 mean.
    if not y_pred.dtype.is_floating:
        y_pred = tf.cast(y_pred, tf.float32)
    y_true = tf.cast(tf.convert_to_tensor(y_true), y_pred.dtype)
    return y_true, y_pred


def mean_squared_error(y_true, y_pred):
    y_true, y_pred = _prepare(y_true, y_pred)
    return tf.reduce_mean(tf.square(y_true - y_pred), axis=-1)


def mean_absolute_error(y_true, y_pred):
    y_true, y_pred = _prepare(y_true, y_pred)
    return tf.reduce_mean(tf.abs(y_true - y_pred), axis=-1)


def binary_crossentropy(y_true, y_pred, from_logits=False):
    y_true, y_pred = _prepare(y_true, y_pred)
    if from_logits:
        bce = tf.nn.sigmoid_cross_entropy_with_logits(labels=y_true, logits=y_pred)
    else:
        p = tf.clip_by_value(y_pred, EPSILON, 1.0 - EPSILON)
        bce = -(y_true * tf.math.log(p) + (1.0 - y_true) * tf.math.log(1.0 - p))
    return tf.reduce_mean(bce, axis=-1)


def categorical_crossentropy(y_true, y_pred, from_logits=False, axis=-1):
    y_true, y_pred = _prepare(y_true, y_pred)
    if from_logits:
        return tf.nn.softmax_cross_entropy_with_logits(labels=y_true, logits=y_pred, axis=axis)
    p = y_pred / tf.reduce_sum(y_pred, axis=axis, keepdims=True)
    p = tf.clip_by_value(p, EPSILON, 1.0 - EPSILON)
    return -tf.reduce_sum(y_true * tf.math.log(p), axis=axis)


def sparse_categorical_crossentropy(y_true, y_pred, from_logits=False, axis=-1):
    y_pred = tf.convert_to_tensor(y_pred)
    y_true = tf.convert_to_tensor(y_true)
    # Labels of shape (batch, 1) are squeezed to (batch,), as Keras does.
    if len(y_true.shape) == len(y_pred.shape) and y_true.shape[-1] == 1:
        y_true = tf.squeeze(y_true, axis=-1)
    labels = tf.cast(y_true, tf.int32)
    if from_logits:
        logits = y_pred
    else:
        p = y_pred / tf.reduce_sum(y_pred, axis=axis, keepdims=True)
        logits = tf.math.log(tf.clip_by_value(p, EPSILON, 1.0 - EPSILON))
    return tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits)


def _cast_pair(y_true, y_pred):
    y_pred = tf.convert_to_tensor(y_pred)
    if not y_pred.dtype.is_floating:
        y_pred = tf.cast(y_pred, tf.float32)
    y_true = tf.cast(tf.convert_to_tensor(y_true), y_pred.dtype)
    return y_true, y_pred


def _hinge_labels(y_true):
    # Keras: labels that are all 0 or 1 become -1 or 1.
    is_binary = tf.reduce_all(tf.logical_or(tf.equal(y_true, 0.0), tf.equal(y_true, 1.0)))
    return tf.where(is_binary, 2.0 * y_true - 1.0, y_true)


def hinge(y_true, y_pred):
    y_true, y_pred = _cast_pair(y_true, y_pred)
    y_true = _hinge_labels(y_true)
    return tf.reduce_mean(tf.maximum(1.0 - y_true * y_pred, 0.0), axis=-1)


def squared_hinge(y_true, y_pred):
    y_true, y_pred = _cast_pair(y_true, y_pred)
    y_true = _hinge_labels(y_true)
    return tf.reduce_mean(tf.square(tf.maximum(1.0 - y_true * y_pred, 0.0)), axis=-1)


def categorical_hinge(y_true, y_pred):
    y_true, y_pred = _cast_pair(y_true, y_pred)
    pos = tf.reduce_sum(y_true * y_pred, axis=-1)
    neg = tf.reduce_max((1.0 - y_true) * y_pred, axis=-1)
    return tf.maximum(neg - pos + 1.0, 0.0)


def huber(y_true, y_pred, delta=1.0):
    y_true, y_pred = _cast_pair(y_true, y_pred)
    y_true, y_pred = squeeze_or_expand_to_same_rank(y_true, y_pred)
    delta = tf.cast(delta, y_pred.dtype)
    error = y_pred - y_true
    abs_error = tf.abs(error)
    return tf.reduce_mean(
        tf.where(
            abs_error <= delta, 0.5 * tf.square(error), delta * abs_error - 0.5 * tf.square(delta)
        ),
        axis=-1,
    )


def log_cosh(y_true, y_pred):
    y_true, y_pred = _cast_pair(y_true, y_pred)
    y_true, y_pred = squeeze_or_expand_to_same_rank(y_true, y_pred)
    x = y_pred - y_true
    return tf.reduce_mean(x + tf.nn.softplus(x * -2.0) - math.log(2.0), axis=-1)


def kl_divergence(y_true, y_pred):
    y_true, y_pred = _cast_pair(y_true, y_pred)
    y_true = tf.clip_by_value(y_true, EPSILON, 1.0)
    y_pred = tf.clip_by_value(y_pred, EPSILON, 1.0)
    return tf.reduce_sum(y_true * tf.math.log(y_true / y_pred), axis=-1)


def poisson(y_true, y_pred):
    y_true, y_pred = _cast_pair(y_true, y_pred)
    return tf.reduce_mean(y_pred - y_true * tf.math.log(y_pred + EPSILON), axis=-1)


def _l2_normalize(x, axis):
    # TensorFlow's _l2_normalize, as Keras' normalize uses it.
    return x * tf.math.rsqrt(
        tf.maximum(tf.reduce_sum(tf.square(x), axis=axis, keepdims=True), 1e-12)
    )


def cosine_similarity(y_true, y_pred, axis=-1):
    y_true, y_pred = _cast_pair(y_true, y_pred)
    y_true, y_pred = squeeze_or_expand_to_same_rank(y_true, y_pred)
    return -tf.reduce_sum(_l2_normalize(y_true, axis) * _l2_normalize(y_pred, axis), axis=axis)


def dice(y_true, y_pred, axis=None):
    y_true, y_pred = _cast_pair(y_true, y_pred)
    intersection = tf.reduce_sum(y_true * y_pred, axis=axis)
    total = tf.reduce_sum(y_true, axis=axis) + tf.reduce_sum(y_pred, axis=axis) + EPSILON
    return 1 - 2.0 * intersection / total


def tversky(y_true, y_pred, alpha=0.5, beta=0.5, axis=None):
    y_true, y_pred = _cast_pair(y_true, y_pred)
    intersection = tf.reduce_sum(y_true * y_pred, axis=axis)
    fp = tf.reduce_sum((1 - y_pred) * y_true, axis=axis)
    fn = tf.reduce_sum(y_pred * (1 - y_true), axis=axis)
    return 1 - intersection / (intersection + fp * alpha + fn * beta + EPSILON)


class Loss:
    __module__ = "keras.src.losses.loss"

    def __init__(self, name=None, reduction="sum_over_batch_size"):
        if reduction not in ("sum_over_batch_size", "sum", "none", None):
            raise ValueError(
                "Invalid value for argument `reduction`. Expected one of {'sum_over_batch_size', 'sum', 'none', None}. Received: reduction="
                + repr(reduction)
            )
        self.name = name
        self.reduction = reduction

    def call(self, y_true, y_pred):
        raise NotImplementedError

    def __call__(self, y_true, y_pred, sample_weight=None):
        y_pred = tf.convert_to_tensor(y_pred)
        y_true = tf.convert_to_tensor(y_true)
        y_true, y_pred = squeeze_or_expand_to_same_rank(y_true, y_pred)
        losses = self.call(y_true, y_pred)
        if sample_weight is not None:
            losses = losses * tf.cast(tf.convert_to_tensor(sample_weight), losses.dtype)
        if self.reduction == "none" or self.reduction is None:
            return losses
        total = tf.reduce_sum(losses)
        if self.reduction == "sum":
            return total
        return total / tf.cast(tf.size(losses), losses.dtype)


class MeanSquaredError(Loss):
    """Computes the mean of squares of errors between labels and predictions."""

    __module__ = "keras.src.losses.losses"

    def __init__(self, reduction="sum_over_batch_size", name="mean_squared_error"):
        Loss.__init__(self, name, reduction)

    def call(self, y_true, y_pred):
        return mean_squared_error(y_true, y_pred)


class MeanAbsoluteError(Loss):
    """Computes the mean of absolute difference between labels and predictions."""

    __module__ = "keras.src.losses.losses"

    def __init__(self, reduction="sum_over_batch_size", name="mean_absolute_error"):
        Loss.__init__(self, name, reduction)

    def call(self, y_true, y_pred):
        return mean_absolute_error(y_true, y_pred)


class BinaryCrossentropy(Loss):
    """Computes the cross-entropy loss between true labels and predicted labels."""

    __module__ = "keras.src.losses.losses"

    def __init__(
        self, from_logits=False, reduction="sum_over_batch_size", name="binary_crossentropy"
    ):
        Loss.__init__(self, name, reduction)
        self.from_logits = from_logits

    def call(self, y_true, y_pred):
        return binary_crossentropy(y_true, y_pred, from_logits=self.from_logits)


class CategoricalCrossentropy(Loss):
    """Computes the crossentropy loss between the labels and predictions."""

    __module__ = "keras.src.losses.losses"

    def __init__(
        self, from_logits=False, reduction="sum_over_batch_size", name="categorical_crossentropy"
    ):
        Loss.__init__(self, name, reduction)
        self.from_logits = from_logits

    def call(self, y_true, y_pred):
        return categorical_crossentropy(y_true, y_pred, from_logits=self.from_logits)


class SparseCategoricalCrossentropy(Loss):
    """Computes the crossentropy loss between the labels and predictions."""

    __module__ = "keras.src.losses.losses"

    def __init__(
        self,
        from_logits=False,
        reduction="sum_over_batch_size",
        name="sparse_categorical_crossentropy",
    ):
        Loss.__init__(self, name, reduction)
        self.from_logits = from_logits

    def call(self, y_true, y_pred):
        return sparse_categorical_crossentropy(y_true, y_pred, from_logits=self.from_logits)


class _Wrapper(Loss):
    # Keras' LossFunctionWrapper: a loss function and its fixed arguments.
    __module__ = "keras.src.losses.losses"

    def __init__(self, fn, reduction, name, **fn_kwargs):
        Loss.__init__(self, name, reduction)
        self._fn = fn
        self._fn_kwargs = fn_kwargs

    def call(self, y_true, y_pred):
        return self._fn(y_true, y_pred, **self._fn_kwargs)

    def get_config(self):
        config = {"name": self.name, "reduction": self.reduction}
        for k in self._fn_kwargs:
            config[k] = self._fn_kwargs[k]
        return config


class Huber(_Wrapper):
    """Computes the Huber loss between y_true and y_pred."""

    def __init__(self, delta=1.0, reduction="sum_over_batch_size", name="huber_loss", dtype=None):
        _Wrapper.__init__(self, huber, reduction, name, delta=delta)


class LogCosh(_Wrapper):
    """Computes the logarithm of the hyperbolic cosine of the prediction error."""

    def __init__(self, reduction="sum_over_batch_size", name="log_cosh", dtype=None):
        _Wrapper.__init__(self, log_cosh, reduction, name)


class Hinge(_Wrapper):
    """Computes the hinge loss between y_true and y_pred."""

    def __init__(self, reduction="sum_over_batch_size", name="hinge", dtype=None):
        _Wrapper.__init__(self, hinge, reduction, name)


class SquaredHinge(_Wrapper):
    """Computes the squared hinge loss between y_true and y_pred."""

    def __init__(self, reduction="sum_over_batch_size", name="squared_hinge", dtype=None):
        _Wrapper.__init__(self, squared_hinge, reduction, name)


class CategoricalHinge(_Wrapper):
    """Computes the categorical hinge loss between y_true and y_pred."""

    def __init__(self, reduction="sum_over_batch_size", name="categorical_hinge", dtype=None):
        _Wrapper.__init__(self, categorical_hinge, reduction, name)


class KLDivergence(_Wrapper):
    """Computes Kullback-Leibler divergence loss between y_true and y_pred."""

    def __init__(self, reduction="sum_over_batch_size", name="kl_divergence", dtype=None):
        _Wrapper.__init__(self, kl_divergence, reduction, name)


class Poisson(_Wrapper):
    """Computes the Poisson loss between y_true and y_pred."""

    def __init__(self, reduction="sum_over_batch_size", name="poisson", dtype=None):
        _Wrapper.__init__(self, poisson, reduction, name)


class CosineSimilarity(_Wrapper):
    """Computes the cosine similarity between y_true and y_pred (loss)."""

    def __init__(
        self, axis=-1, reduction="sum_over_batch_size", name="cosine_similarity", dtype=None
    ):
        _Wrapper.__init__(self, cosine_similarity, reduction, name, axis=axis)


class Dice(_Wrapper):
    """Computes the Dice loss value between y_true and y_pred."""

    def __init__(self, reduction="sum_over_batch_size", name="dice", axis=None, dtype=None):
        _Wrapper.__init__(self, dice, reduction, name, axis=axis)


class Tversky(_Wrapper):
    """Computes the Tversky loss value between y_true and y_pred."""

    def __init__(
        self,
        alpha=0.5,
        beta=0.5,
        reduction="sum_over_batch_size",
        name="tversky",
        axis=None,
        dtype=None,
    ):
        _Wrapper.__init__(self, tversky, reduction, name, alpha=alpha, beta=beta, axis=axis)


kld = KLD = kullback_leibler_divergence = kl_divergence
logcosh = log_cosh

mse = MSE = mean_squared_error
mae = MAE = mean_absolute_error

_BY_NAME = {
    "mse": MeanSquaredError,
    "mean_squared_error": MeanSquaredError,
    "mae": MeanAbsoluteError,
    "mean_absolute_error": MeanAbsoluteError,
    "binary_crossentropy": BinaryCrossentropy,
    "categorical_crossentropy": CategoricalCrossentropy,
    "sparse_categorical_crossentropy": SparseCategoricalCrossentropy,
    "huber": Huber,
    "huber_loss": Huber,
    "log_cosh": LogCosh,
    "logcosh": LogCosh,
    "hinge": Hinge,
    "squared_hinge": SquaredHinge,
    "categorical_hinge": CategoricalHinge,
    "kl_divergence": KLDivergence,
    "kld": KLDivergence,
    "poisson": Poisson,
    "cosine_similarity": CosineSimilarity,
    "dice": Dice,
    "tversky": Tversky,
}


def get(identifier):
    if identifier is None or isinstance(identifier, Loss):
        return identifier
    if isinstance(identifier, str):
        cls = _BY_NAME.get(identifier)
        if cls is None:
            raise ValueError("Could not interpret loss identifier: " + identifier)
        return cls()
    if callable(identifier):
        return identifier
    raise ValueError("Could not interpret loss identifier: " + str(identifier))
