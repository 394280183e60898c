# keras.metrics: stateful metrics whose totals live in non-trainable variables
# (update_state / result / reset_state).
import tensorflow as tf
import _keras_backend as backend
from _keras_losses import squeeze_or_expand_to_same_rank


class Metric:
    __module__ = "keras.src.metrics.metric"

    def __init__(self, name=None, dtype=None):
        self.name = name if name is not None else backend.snake_case(type(self).__name__)
        self._variables = []

    def add_variable(self, name, shape=()):
        with backend.name_scope(self.name.replace("/", ">"), caller=self):
            v = backend.variable(tf.zeros(list(shape)), name, trainable=False)
        self._variables.append(v)
        return v

    @property
    def variables(self):
        return list(self._variables)

    def reset_state(self):
        for v in self._variables:
            v.assign(tf.zeros_like(v))

    def __call__(self, *args, **kwargs):
        self.update_state(*args, **kwargs)
        return self.result()

    def __repr__(self):
        return "<" + type(self).__name__ + " name=" + self.name + ">"


def _reduce_to_samplewise_values(values, sample_weight, reduce_fn):
    # Keras 3's reduction_metrics helper: values are reduced to one per
    # sample (over the axes the weights lack), weighted, and the weights
    # reduced to one per sample too.
    values = tf.cast(tf.convert_to_tensor(values), tf.float32)
    if sample_weight is not None:
        sample_weight = tf.cast(tf.convert_to_tensor(sample_weight), tf.float32)
        values, sample_weight = squeeze_or_expand_to_same_rank(values, sample_weight)
        weight_ndim = len(sample_weight.shape)
        values_ndim = len(values.shape)
        if values_ndim > weight_ndim:
            values = reduce_fn(values, axis=list(range(weight_ndim, values_ndim)))
        sample_weight = tf.broadcast_to(sample_weight, tf.shape(values))
        values = values * sample_weight
        if values_ndim > 1:
            sample_weight = reduce_fn(sample_weight, axis=list(range(1, weight_ndim)))
    values_ndim = len(values.shape)
    if values_ndim > 1:
        values = reduce_fn(values, axis=list(range(1, values_ndim)))
    return values, sample_weight


class Sum(Metric):
    """Compute the (weighted) sum of the given values."""

    __module__ = "keras.src.metrics.reduction_metrics"

    def __init__(self, name="sum", dtype=None):
        Metric.__init__(self, name, dtype)
        self.total = self.add_variable("total")

    def update_state(self, values, sample_weight=None):
        values, _ = _reduce_to_samplewise_values(values, sample_weight, tf.reduce_sum)
        self.total.assign_add(tf.reduce_sum(values))

    def result(self):
        return tf.identity(self.total)


class Mean(Metric):
    __module__ = "keras.src.metrics.reduction_metrics"

    def __init__(self, name="mean", dtype=None):
        Metric.__init__(self, name, dtype)
        self.total = self.add_variable("total")
        self.count = self.add_variable("count")

    def update_state(self, values, sample_weight=None):
        values, sample_weight = _reduce_to_samplewise_values(values, sample_weight, tf.reduce_mean)
        self.total.assign_add(tf.reduce_sum(values))
        if sample_weight is not None:
            num_samples = tf.reduce_sum(sample_weight)
        elif len(values.shape) >= 1:
            num_samples = tf.cast(tf.shape(values)[0], tf.float32)
        else:
            num_samples = 1.0
        self.count.assign_add(num_samples)

    def result(self):
        # 0 before the first update, as divide_no_nan gives.
        empty = tf.equal(self.count, 0.0)
        return tf.where(
            empty,
            tf.zeros_like(self.total),
            self.total / tf.where(empty, tf.ones_like(self.count), self.count),
        )


class MeanMetricWrapper(Mean):
    __module__ = "keras.src.metrics.reduction_metrics"

    def __init__(self, fn, name=None, dtype=None, **kwargs):
        Mean.__init__(self, name if name is not None else "mean_metric_wrapper", dtype)
        self._fn = fn
        self._fn_kwargs = kwargs

    def update_state(self, y_true, y_pred, sample_weight=None):
        Mean.update_state(self, self._fn(y_true, y_pred, **self._fn_kwargs), sample_weight)


def accuracy(y_true, y_pred):
    y_pred = tf.convert_to_tensor(y_pred)
    y_true = tf.cast(tf.convert_to_tensor(y_true), y_pred.dtype)
    y_true, y_pred = squeeze_or_expand_to_same_rank(y_true, y_pred)
    return tf.cast(tf.equal(y_true, y_pred), tf.float32)


def binary_accuracy(y_true, y_pred, threshold=0.5):
    y_pred = tf.convert_to_tensor(y_pred)
    y_true = tf.cast(tf.convert_to_tensor(y_true), y_pred.dtype)
    y_true, y_pred = squeeze_or_expand_to_same_rank(y_true, y_pred)
    y_pred = tf.cast(y_pred > threshold, y_pred.dtype)
    return tf.cast(tf.equal(y_true, y_pred), tf.float32)


def sparse_categorical_accuracy(y_true, y_pred):
    y_pred = tf.convert_to_tensor(y_pred)
    y_true = tf.convert_to_tensor(y_true)
    if len(y_true.shape) == len(y_pred.shape) and y_true.shape[-1] == 1:
        y_true = tf.squeeze(y_true, axis=-1)
    pred = tf.cast(tf.argmax(y_pred, axis=-1), tf.float32)
    return tf.cast(tf.equal(tf.cast(y_true, tf.float32), pred), tf.float32)


def categorical_accuracy(y_true, y_pred):
    return tf.cast(tf.equal(tf.argmax(y_true, axis=-1), tf.argmax(y_pred, axis=-1)), tf.float32)


class Accuracy(MeanMetricWrapper):
    __module__ = "keras.src.metrics.accuracy_metrics"
    # Which way is better, for callbacks that watch a metric.
    _direction = "up"

    def __init__(self, name="accuracy", dtype=None):
        MeanMetricWrapper.__init__(self, accuracy, name, dtype)


class BinaryAccuracy(MeanMetricWrapper):
    __module__ = "keras.src.metrics.accuracy_metrics"
    _direction = "up"

    def __init__(self, name="binary_accuracy", dtype=None):
        MeanMetricWrapper.__init__(self, binary_accuracy, name, dtype)


class SparseCategoricalAccuracy(MeanMetricWrapper):
    __module__ = "keras.src.metrics.accuracy_metrics"
    _direction = "up"

    def __init__(self, name="sparse_categorical_accuracy", dtype=None):
        MeanMetricWrapper.__init__(self, sparse_categorical_accuracy, name, dtype)


class CategoricalAccuracy(MeanMetricWrapper):
    __module__ = "keras.src.metrics.accuracy_metrics"
    _direction = "up"

    def __init__(self, name="categorical_accuracy", dtype=None):
        MeanMetricWrapper.__init__(self, categorical_accuracy, name, dtype)


def get(identifier, loss=None):
    # "accuracy" follows the loss, as Keras' compile does: sparse labels get
    # SparseCategoricalAccuracy, binary ones BinaryAccuracy.
    if isinstance(identifier, Metric):
        return identifier
    if identifier in ("accuracy", "acc"):
        lname = getattr(loss, "name", loss if isinstance(loss, str) else "")
        if lname == "sparse_categorical_crossentropy":
            return SparseCategoricalAccuracy(name="accuracy")
        if lname == "binary_crossentropy":
            return BinaryAccuracy(name="accuracy")
        if lname == "categorical_crossentropy":
            return CategoricalAccuracy(name="accuracy")
        return Accuracy(name="accuracy")
    table = {
        "sparse_categorical_accuracy": SparseCategoricalAccuracy,
        "binary_accuracy": BinaryAccuracy,
        "categorical_accuracy": CategoricalAccuracy,
        "mean": Mean,
    }
    if isinstance(identifier, str) and identifier in table:
        return table[identifier]()
    import _keras_metrics_api

    cls = _keras_metrics_api._BY_NAME.get(identifier) if isinstance(identifier, str) else None
    if cls is not None:
        return cls()
    # A loss function as a metric, averaged over the batches and named as
    # given ("mae" logs as "mae"), as Keras' compile wraps it.
    import _keras_losses as losses_mod

    fns = {
        "mae": losses_mod.mean_absolute_error,
        "mean_absolute_error": losses_mod.mean_absolute_error,
        "mse": losses_mod.mean_squared_error,
        "mean_squared_error": losses_mod.mean_squared_error,
    }
    if isinstance(identifier, str) and identifier in fns:
        fn = fns[identifier]

        def metric_fn(y_true, y_pred):
            y_true, y_pred = squeeze_or_expand_to_same_rank(
                tf.convert_to_tensor(y_true), tf.convert_to_tensor(y_pred)
            )
            return fn(y_true, y_pred)

        metric = MeanMetricWrapper(metric_fn, identifier)
        metric._direction = "down"
        return metric
    raise ValueError("Could not interpret metric identifier: " + str(identifier))
