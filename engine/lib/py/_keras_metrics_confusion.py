# keras.metrics' confusion-matrix metrics: TruePositives and its three
# siblings, Precision, Recall and AUC (the ROC curve), with Keras 3's
# thresholds (a prediction counts as positive when strictly above one),
# class_id and sample weights.
import tensorflow as tf
from _keras_losses import squeeze_or_expand_to_same_rank
from _keras_metrics import Metric

# Keras' default decision threshold.
_DEFAULT_THRESHOLD = 0.5
# Keras' backend.epsilon(): AUC's end thresholds sit just outside [0, 1].
_EPSILON = 1e-7


def _thresholds_list(thresholds, default):
    if thresholds is None:
        return [default], True
    if isinstance(thresholds, (list, tuple)):
        invalid = [t for t in thresholds if t is None or not 0 <= t <= 1]
        if invalid:
            raise ValueError("Threshold values must be in [0, 1]. Received: " + str(invalid))
        return list(thresholds), False
    if not 0 <= thresholds <= 1:
        raise ValueError("Threshold values must be in [0, 1]. Received: " + str([thresholds]))
    return [thresholds], True


def _confusion(y_true, y_pred, thresholds, sample_weight, class_id):
    # Per threshold: weighted counts of tp, fp, tn, fn over every element.
    y_pred = tf.cast(tf.convert_to_tensor(y_pred), tf.float32)
    y_true = tf.cast(tf.convert_to_tensor(y_true), tf.float32)
    y_true, y_pred = squeeze_or_expand_to_same_rank(y_true, y_pred)
    if class_id is not None:
        y_true = y_true[..., class_id]
        y_pred = y_pred[..., class_id]
    pred = tf.reshape(y_pred, [1, -1])
    truth = tf.reshape(tf.cast(y_true, tf.bool), [1, -1])
    if sample_weight is None:
        w = tf.ones_like(pred)
    else:
        w = tf.cast(tf.convert_to_tensor(sample_weight), tf.float32)
        w = tf.reshape(tf.broadcast_to(w, tf.shape(y_pred)), [1, -1])
    above = pred > tf.reshape(tf.constant(thresholds, tf.float32), [-1, 1])
    pos = tf.cast(truth, tf.float32) * w
    neg = tf.cast(tf.logical_not(truth), tf.float32) * w
    above_f = tf.cast(above, tf.float32)
    below_f = 1.0 - above_f
    return {
        "tp": tf.reduce_sum(above_f * pos, axis=1),
        "fp": tf.reduce_sum(above_f * neg, axis=1),
        "tn": tf.reduce_sum(below_f * neg, axis=1),
        "fn": tf.reduce_sum(below_f * pos, axis=1),
    }


def _divide_no_nan(a, b):
    safe = tf.where(tf.equal(b, 0.0), tf.ones_like(b), b)
    return tf.where(tf.equal(b, 0.0), tf.zeros_like(a), a / safe)


class _ConfusionMatrixConditionCount(Metric):
    # One count (tp, fp, tn or fn) per threshold, in a variable named
    # "accumulator" as Keras' base class names it.
    _which = None

    def __init__(self, thresholds=None, name=None, dtype=None):
        Metric.__init__(self, name, dtype)
        self.init_thresholds = thresholds
        self.thresholds, self._single = _thresholds_list(thresholds, _DEFAULT_THRESHOLD)
        self.accumulator = self.add_variable("accumulator", [len(self.thresholds)])

    def update_state(self, y_true, y_pred, sample_weight=None):
        counts = _confusion(y_true, y_pred, self.thresholds, sample_weight, None)
        self.accumulator.assign_add(counts[self._which])

    def result(self):
        if self._single:
            return tf.identity(self.accumulator[0])
        return tf.identity(self.accumulator)

    def get_config(self):
        return {"name": self.name, "dtype": "float32", "thresholds": self.init_thresholds}


class TruePositives(_ConfusionMatrixConditionCount):
    """Calculates the number of true positives."""

    __module__ = "keras.src.metrics.confusion_metrics"
    _which = "tp"

    def __init__(self, thresholds=None, name="true_positives", dtype=None):
        _ConfusionMatrixConditionCount.__init__(self, thresholds, name, dtype)


class FalsePositives(_ConfusionMatrixConditionCount):
    """Calculates the number of false positives."""

    __module__ = "keras.src.metrics.confusion_metrics"
    _which = "fp"

    def __init__(self, thresholds=None, name="false_positives", dtype=None):
        _ConfusionMatrixConditionCount.__init__(self, thresholds, name, dtype)


class TrueNegatives(_ConfusionMatrixConditionCount):
    """Calculates the number of true negatives."""

    __module__ = "keras.src.metrics.confusion_metrics"
    _which = "tn"

    def __init__(self, thresholds=None, name="true_negatives", dtype=None):
        _ConfusionMatrixConditionCount.__init__(self, thresholds, name, dtype)


class FalseNegatives(_ConfusionMatrixConditionCount):
    """Calculates the number of false negatives."""

    __module__ = "keras.src.metrics.confusion_metrics"
    _which = "fn"

    def __init__(self, thresholds=None, name="false_negatives", dtype=None):
        _ConfusionMatrixConditionCount.__init__(self, thresholds, name, dtype)


class _PrecisionRecall(Metric):
    _direction = "up"

    def __init__(self, thresholds=None, top_k=None, class_id=None, name=None, dtype=None):
        Metric.__init__(self, name, dtype)
        if top_k is not None:
            raise NotImplementedError("top_k in Precision and Recall is not supported by minitf")
        self.init_thresholds = thresholds
        self.top_k = top_k
        self.class_id = class_id
        self.thresholds, self._single = _thresholds_list(thresholds, _DEFAULT_THRESHOLD)
        n = len(self.thresholds)
        self.true_positives = self.add_variable("true_positives", [n])
        self._other = self.add_variable(self._other_name, [n])

    def update_state(self, y_true, y_pred, sample_weight=None):
        counts = _confusion(y_true, y_pred, self.thresholds, sample_weight, self.class_id)
        self.true_positives.assign_add(counts["tp"])
        self._other.assign_add(counts[self._other_key])

    def result(self):
        r = _divide_no_nan(self.true_positives, self.true_positives + self._other)
        return r[0] if self._single else r

    def get_config(self):
        return {
            "name": self.name,
            "dtype": "float32",
            "thresholds": self.init_thresholds,
            "top_k": self.top_k,
            "class_id": self.class_id,
        }


class Precision(_PrecisionRecall):
    """Computes the precision of the predictions with respect to the labels."""

    __module__ = "keras.src.metrics.confusion_metrics"
    _other_name = "false_positives"
    _other_key = "fp"

    def __init__(self, thresholds=None, top_k=None, class_id=None, name="precision", dtype=None):
        _PrecisionRecall.__init__(self, thresholds, top_k, class_id, name, dtype)
        self.false_positives = self._other


class Recall(_PrecisionRecall):
    """Computes the recall of the predictions with respect to the labels."""

    __module__ = "keras.src.metrics.confusion_metrics"
    _other_name = "false_negatives"
    _other_key = "fn"

    def __init__(self, thresholds=None, top_k=None, class_id=None, name="recall", dtype=None):
        _PrecisionRecall.__init__(self, thresholds, top_k, class_id, name, dtype)
        self.false_negatives = self._other


class AUC(Metric):
    """Approximates the AUC (Area under the curve) of the ROC curve."""

    __module__ = "keras.src.metrics.confusion_metrics"
    _direction = "up"

    # The area under the ROC curve by the trapezoid rule (Keras'
    # "interpolation" for ROC), or its minoring / majoring Riemann sums.
    def __init__(
        self,
        num_thresholds=200,
        curve="ROC",
        summation_method="interpolation",
        name=None,
        dtype=None,
        thresholds=None,
        multi_label=False,
        num_labels=None,
        label_weights=None,
        from_logits=False,
    ):
        Metric.__init__(self, name if name is not None else "auc", dtype)
        curve = str(curve).upper()
        if curve not in ("ROC", "PR"):
            raise ValueError(
                'Invalid AUC curve value: "' + str(curve) + '". Expected values are '
                "[<AUCCurve.ROC: 'ROC'>, <AUCCurve.PR: 'PR'>]"
            )
        summation_method = str(summation_method).lower()
        if summation_method not in ("interpolation", "minoring", "majoring"):
            raise ValueError(
                'Invalid AUC summation method value: "' + str(summation_method) + '". Expected '
                "values are [<AUCSummationMethod.INTERPOLATION: 'interpolation'>, "
                "<AUCSummationMethod.MAJORING: 'majoring'>, "
                "<AUCSummationMethod.MINORING: 'minoring'>]"
            )
        if curve == "PR":
            raise NotImplementedError("AUC(curve='PR') is not supported by minitf")
        if multi_label or label_weights is not None:
            raise NotImplementedError("AUC(multi_label=True) is not supported by minitf")
        if thresholds is not None:
            inner = sorted(list(thresholds))
            self.num_thresholds = len(inner) + 2
        else:
            if num_thresholds <= 1:
                raise ValueError(
                    "Argument `num_thresholds` must be an integer > 1. Received: num_thresholds="
                    + str(num_thresholds)
                )
            self.num_thresholds = num_thresholds
            inner = [(i + 1) * 1.0 / (num_thresholds - 1) for i in range(num_thresholds - 2)]
        self.thresholds = [0.0 - _EPSILON] + inner + [1.0 + _EPSILON]
        self.curve = curve
        self.summation_method = summation_method
        self.multi_label = multi_label
        self._from_logits = from_logits
        n = self.num_thresholds
        self.true_positives = self.add_variable("true_positives", [n])
        self.false_positives = self.add_variable("false_positives", [n])
        self.true_negatives = self.add_variable("true_negatives", [n])
        self.false_negatives = self.add_variable("false_negatives", [n])

    def update_state(self, y_true, y_pred, sample_weight=None):
        if self._from_logits:
            y_pred = tf.sigmoid(tf.cast(tf.convert_to_tensor(y_pred), tf.float32))
        counts = _confusion(y_true, y_pred, self.thresholds, sample_weight, None)
        self.true_positives.assign_add(counts["tp"])
        self.false_positives.assign_add(counts["fp"])
        self.true_negatives.assign_add(counts["tn"])
        self.false_negatives.assign_add(counts["fn"])

    def result(self):
        n = self.num_thresholds
        tpr = _divide_no_nan(self.true_positives, self.true_positives + self.false_negatives)
        fpr = _divide_no_nan(self.false_positives, self.false_positives + self.true_negatives)
        x = fpr
        y = tpr
        if self.summation_method == "interpolation":
            heights = (y[: n - 1] + y[1:]) / 2.0
        elif self.summation_method == "minoring":
            heights = tf.minimum(y[: n - 1], y[1:])
        else:
            heights = tf.maximum(y[: n - 1], y[1:])
        return tf.reduce_sum((x[: n - 1] - x[1:]) * heights)
