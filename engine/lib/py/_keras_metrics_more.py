# keras.metrics beyond accuracy: the loss functions averaged as metrics
# (Keras' MeanMetricWrapper subclasses), RootMeanSquaredError, top-k
# accuracy and R2Score.
import tensorflow as tf
import _keras_losses as losses
from _keras_losses import squeeze_or_expand_to_same_rank
from _keras_metrics import Metric, Mean, MeanMetricWrapper


def _squeezed(fn):
    def metric_fn(y_true, y_pred, **kwargs):
        y_pred = tf.convert_to_tensor(y_pred)
        y_true = tf.convert_to_tensor(y_true)
        y_true, y_pred = squeeze_or_expand_to_same_rank(y_true, y_pred)
        return fn(y_true, y_pred, **kwargs)

    return metric_fn


class MeanSquaredError(MeanMetricWrapper):
    """Computes the mean squared error between y_true and y_pred."""

    __module__ = "keras.src.metrics.regression_metrics"
    _direction = "down"

    def __init__(self, name="mean_squared_error", dtype=None):
        MeanMetricWrapper.__init__(self, _squeezed(losses.mean_squared_error), name, dtype)


class MeanAbsoluteError(MeanMetricWrapper):
    """Computes the mean absolute error between the labels and predictions."""

    __module__ = "keras.src.metrics.regression_metrics"
    _direction = "down"

    def __init__(self, name="mean_absolute_error", dtype=None):
        MeanMetricWrapper.__init__(self, _squeezed(losses.mean_absolute_error), name, dtype)


class RootMeanSquaredError(Mean):
    """Computes root mean squared error metric between y_true and y_pred."""

    __module__ = "keras.src.metrics.regression_metrics"
    _direction = "down"

    def __init__(self, name="root_mean_squared_error", dtype=None):
        Mean.__init__(self, name, dtype)

    def update_state(self, y_true, y_pred, sample_weight=None):
        y_true = tf.cast(tf.convert_to_tensor(y_true), tf.float32)
        y_pred = tf.cast(tf.convert_to_tensor(y_pred), tf.float32)
        y_true, y_pred = squeeze_or_expand_to_same_rank(y_true, y_pred)
        Mean.update_state(self, tf.square(y_pred - y_true), sample_weight)

    def result(self):
        return tf.sqrt(Mean.result(self))


class CosineSimilarity(MeanMetricWrapper):
    """Computes the cosine similarity between y_true and y_pred (metric)."""

    __module__ = "keras.src.metrics.regression_metrics"
    _direction = "up"

    # The metric is the similarity itself (the loss is its negative).
    def __init__(self, name="cosine_similarity", dtype=None, axis=-1):
        MeanMetricWrapper.__init__(self, _cosine_similarity, name, dtype, axis=axis)


def _cosine_similarity(y_true, y_pred, axis=-1):
    return -losses.cosine_similarity(y_true, y_pred, axis=axis)


class LogCoshError(MeanMetricWrapper):
    """Computes the logarithm of the hyperbolic cosine of the prediction error."""

    __module__ = "keras.src.metrics.regression_metrics"
    _direction = "down"

    def __init__(self, name="logcosh", dtype=None):
        MeanMetricWrapper.__init__(self, losses.log_cosh, name, dtype)


class Hinge(MeanMetricWrapper):
    """Computes the hinge metric between y_true and y_pred."""

    __module__ = "keras.src.metrics.hinge_metrics"
    _direction = "down"

    def __init__(self, name="hinge", dtype=None):
        MeanMetricWrapper.__init__(self, losses.hinge, name, dtype)


class SquaredHinge(MeanMetricWrapper):
    """Computes the squared hinge metric between y_true and y_pred."""

    __module__ = "keras.src.metrics.hinge_metrics"
    _direction = "down"

    def __init__(self, name="squared_hinge", dtype=None):
        MeanMetricWrapper.__init__(self, losses.squared_hinge, name, dtype)


class CategoricalHinge(MeanMetricWrapper):
    """Computes the categorical hinge metric between y_true and y_pred."""

    __module__ = "keras.src.metrics.hinge_metrics"
    _direction = "down"

    def __init__(self, name="categorical_hinge", dtype=None):
        MeanMetricWrapper.__init__(self, losses.categorical_hinge, name, dtype)


class KLDivergence(MeanMetricWrapper):
    """Computes Kullback-Leibler divergence metric between y_true and y_pred."""

    __module__ = "keras.src.metrics.probabilistic_metrics"
    _direction = "down"

    def __init__(self, name="kl_divergence", dtype=None):
        MeanMetricWrapper.__init__(self, losses.kl_divergence, name, dtype)


class Poisson(MeanMetricWrapper):
    """Computes the Poisson metric between y_true and y_pred."""

    __module__ = "keras.src.metrics.probabilistic_metrics"
    _direction = "down"

    def __init__(self, name="poisson", dtype=None):
        MeanMetricWrapper.__init__(self, losses.poisson, name, dtype)


class BinaryCrossentropy(MeanMetricWrapper):
    """Computes the crossentropy metric between the labels and predictions."""

    __module__ = "keras.src.metrics.probabilistic_metrics"
    _direction = "down"

    def __init__(
        self, name="binary_crossentropy", dtype=None, from_logits=False, label_smoothing=0
    ):
        if label_smoothing:
            raise NotImplementedError("label_smoothing is not supported by minitf")
        MeanMetricWrapper.__init__(
            self, losses.binary_crossentropy, name, dtype, from_logits=from_logits
        )


class CategoricalCrossentropy(MeanMetricWrapper):
    """Computes the crossentropy metric between the labels and predictions."""

    __module__ = "keras.src.metrics.probabilistic_metrics"
    _direction = "down"

    def __init__(
        self,
        name="categorical_crossentropy",
        dtype=None,
        from_logits=False,
        label_smoothing=0,
        axis=-1,
    ):
        if label_smoothing:
            raise NotImplementedError("label_smoothing is not supported by minitf")
        MeanMetricWrapper.__init__(
            self, losses.categorical_crossentropy, name, dtype, from_logits=from_logits, axis=axis
        )


class SparseCategoricalCrossentropy(MeanMetricWrapper):
    """Computes the crossentropy metric between the labels and predictions."""

    __module__ = "keras.src.metrics.probabilistic_metrics"
    _direction = "down"

    def __init__(
        self, name="sparse_categorical_crossentropy", dtype=None, from_logits=False, axis=-1
    ):
        MeanMetricWrapper.__init__(
            self,
            losses.sparse_categorical_crossentropy,
            name,
            dtype,
            from_logits=from_logits,
            axis=axis,
        )


def _in_top_k(targets, predictions, k):
    # TensorFlow's in_top_k: the target's score is in the top k when fewer
    # than k classes score strictly higher (ties at the boundary count in).
    predictions = tf.cast(predictions, tf.float32)
    targets = tf.cast(targets, tf.int32)
    target_scores = tf.gather(predictions, targets, axis=1, batch_dims=1)
    higher = tf.reduce_sum(
        tf.cast(predictions > tf.expand_dims(target_scores, 1), tf.int32), axis=1
    )
    return higher < k


def top_k_categorical_accuracy(y_true, y_pred, k=5):
    y_true = tf.argmax(tf.convert_to_tensor(y_true), axis=-1)
    return tf.cast(_in_top_k(y_true, tf.convert_to_tensor(y_pred), k), tf.float32)


def sparse_top_k_categorical_accuracy(y_true, y_pred, k=5):
    y_true = tf.convert_to_tensor(y_true)
    y_pred = tf.convert_to_tensor(y_pred)
    if len(y_true.shape) == len(y_pred.shape) and y_true.shape[-1] == 1:
        y_true = tf.squeeze(y_true, axis=-1)
    return tf.cast(_in_top_k(y_true, y_pred, k), tf.float32)


class TopKCategoricalAccuracy(MeanMetricWrapper):
    """Computes how often targets are in the top K predictions."""

    __module__ = "keras.src.metrics.accuracy_metrics"
    _direction = "up"

    def __init__(self, k=5, name="top_k_categorical_accuracy", dtype=None):
        MeanMetricWrapper.__init__(self, top_k_categorical_accuracy, name, dtype, k=k)
        self.k = k


class SparseTopKCategoricalAccuracy(MeanMetricWrapper):
    """Computes how often integer targets are in the top K predictions."""

    __module__ = "keras.src.metrics.accuracy_metrics"
    _direction = "up"

    def __init__(
        self, k=5, name="sparse_top_k_categorical_accuracy", dtype=None, from_sorted_ids=False
    ):
        if from_sorted_ids:
            raise NotImplementedError("from_sorted_ids=True is not supported by minitf")
        MeanMetricWrapper.__init__(self, sparse_top_k_categorical_accuracy, name, dtype, k=k)
        self.k = k


class R2Score(Metric):
    """Computes R2 score (coefficient of determination)."""

    __module__ = "keras.src.metrics.regression_metrics"
    _direction = "up"

    # Keras 3: per output, 1 - residual / total sum of squares, averaged.
    def __init__(
        self, class_aggregation="uniform_average", num_regressors=0, name="r2_score", dtype=None
    ):
        Metric.__init__(self, name, dtype)
        valid = (None, "uniform_average", "variance_weighted_average")
        if class_aggregation not in valid:
            raise ValueError(
                "Invalid value for argument `class_aggregation`. Expected one of "
                + str(valid)
                + ". Received: class_aggregation="
                + str(class_aggregation)
            )
        if num_regressors < 0:
            raise ValueError(
                "Invalid value for argument `num_regressors`. Expected a value >= 0. "
                "Received: num_regressors=" + str(num_regressors)
            )
        if num_regressors != 0:
            raise NotImplementedError("R2Score(num_regressors=...) is not supported by minitf")
        self.class_aggregation = class_aggregation
        self.num_regressors = num_regressors
        self.num_samples = self.add_variable("num_samples")
        self._built = False

    def _build(self, y_true_shape, y_pred_shape):
        if len(y_pred_shape) != 2 or len(y_true_shape) != 2:
            raise ValueError(
                "R2Score expects 2D inputs with shape (batch_size, output_dim). Received input "
                "shapes: y_pred.shape="
                + str(y_pred_shape)
                + " and y_true.shape="
                + str(y_true_shape)
                + "."
            )
        n = y_pred_shape[-1]
        self.squared_sum = self.add_variable("squared_sum", [n])
        self.sum = self.add_variable("sum", [n])
        self.total_mse = self.add_variable("residual", [n])
        self.count = self.add_variable("count", [n])
        self._built = True

    def update_state(self, y_true, y_pred, sample_weight=None):
        y_true = tf.cast(tf.convert_to_tensor(y_true), tf.float32)
        y_pred = tf.cast(tf.convert_to_tensor(y_pred), tf.float32)
        y_true, y_pred = squeeze_or_expand_to_same_rank(y_true, y_pred)
        if not self._built:
            self._build(tuple(y_true.shape.as_list()), tuple(y_pred.shape.as_list()))
        if sample_weight is None:
            sample_weight = 1.0
        w = tf.cast(tf.convert_to_tensor(sample_weight), tf.float32)
        if len(w.shape) == 1:
            w = tf.expand_dims(w, axis=1)
        w = tf.broadcast_to(w, tf.shape(y_true))
        weighted = y_true * w
        self.sum.assign(self.sum + tf.reduce_sum(weighted, axis=0))
        self.squared_sum.assign(self.squared_sum + tf.reduce_sum(y_true * weighted, axis=0))
        self.total_mse.assign(
            self.total_mse + tf.reduce_sum(tf.square(y_true - y_pred) * w, axis=0)
        )
        self.count.assign(self.count + tf.reduce_sum(w, axis=0))
        self.num_samples.assign(self.num_samples + tf.cast(tf.size(y_true), tf.float32))

    def result(self):
        mean = self.sum / self.count
        total = self.squared_sum - self.sum * mean
        raw = 1 - self.total_mse / total
        raw = tf.where(tf.equal(tf.abs(raw), float("inf")), tf.zeros_like(raw), raw)
        if self.class_aggregation == "uniform_average":
            return tf.reduce_mean(raw)
        if self.class_aggregation == "variance_weighted_average":
            return tf.reduce_sum(total * raw) / tf.reduce_sum(total)
        return raw

    def reset_state(self):
        for v in self.variables:
            v.assign(tf.zeros_like(v))
