# The metrics that average a per-sample value (Keras 3's MeanMetricWrapper
# family), RootMeanSquaredError, R2Score, Sum and top-k accuracy: Keras 3's
# docstring examples. Sample weights weigh samples, not elements.
import keras
import numpy as np


def show(m, y_true, y_pred, sample_weight=None):
    m.update_state(y_true, y_pred, sample_weight=sample_weight)
    print(m.name, round(float(m.result()), 5))
    m.reset_state()


show(keras.metrics.MeanAbsoluteError(), [[0, 1], [0, 0]], [[1, 1], [0, 0]])
show(keras.metrics.MeanAbsoluteError(), [[0, 1], [0, 0]], [[1, 1], [0, 0]], [1, 0])
show(keras.metrics.MeanSquaredError(), [[0, 1], [0, 0]], [[1, 1], [0, 0]])
show(keras.metrics.RootMeanSquaredError(), [[0, 1], [0, 0]], [[1, 1], [0, 0]])
show(keras.metrics.RootMeanSquaredError(), [[0, 1], [0, 0]], [[1, 1], [0, 0]], [1, 0])
show(keras.metrics.CosineSimilarity(axis=1), [[0.0, 1.0], [1.0, 1.0]], [[1.0, 0.0], [1.0, 1.0]])
show(keras.metrics.CosineSimilarity(axis=1), [[0.0, 1.0], [1.0, 1.0]], [[1.0, 0.0], [1.0, 1.0]], [0.3, 0.7])
show(keras.metrics.LogCoshError(), [[0, 1], [0, 0]], [[1, 1], [0, 0]])
show(keras.metrics.Hinge(), [[0, 1], [0, 0]], [[0.6, 0.4], [0.4, 0.6]])
show(keras.metrics.SquaredHinge(), [[0, 1], [0, 0]], [[0.6, 0.4], [0.4, 0.6]])
show(keras.metrics.CategoricalHinge(), [[0, 1], [0, 0]], [[0.6, 0.4], [0.4, 0.6]])
show(keras.metrics.KLDivergence(), [[0, 1], [0, 0]], [[0.6, 0.4], [0.4, 0.6]])
show(keras.metrics.Poisson(), [[0, 1], [0, 0]], [[1, 1], [0, 0]])
show(keras.metrics.CategoricalCrossentropy(), [[0, 1, 0], [0, 0, 1]], [[0.05, 0.95, 0], [0.1, 0.8, 0.1]])
show(keras.metrics.SparseCategoricalCrossentropy(), [1, 2], [[0.05, 0.95, 0], [0.1, 0.8, 0.1]])
show(keras.metrics.TopKCategoricalAccuracy(k=1), [[0, 0, 1], [0, 1, 0]], [[0.1, 0.9, 0.8], [0.05, 0.95, 0]])
show(
    keras.metrics.TopKCategoricalAccuracy(k=1),
    [[0, 0, 1], [0, 1, 0]],
    [[0.1, 0.9, 0.8], [0.05, 0.95, 0]],
    [0.7, 0.3],
)
show(keras.metrics.SparseTopKCategoricalAccuracy(k=1), [2, 1], [[0.1, 0.9, 0.8], [0.05, 0.95, 0]])
show(keras.metrics.SparseTopKCategoricalAccuracy(k=2), [2, 1], [[0.1, 0.9, 0.8], [0.05, 0.95, 0]])

y_true = np.array([[1], [4], [3]], dtype=np.float32)
y_pred = np.array([[2], [4], [4]], dtype=np.float32)
metric = keras.metrics.R2Score()
metric.update_state(y_true, y_pred)
print(metric.name, metric.result())

m = keras.metrics.Sum()
m.update_state([1, 3, 5, 7])
print(m.name, m.result())
m = keras.metrics.Mean()
m.update_state([[1.0, 2.0], [3.0, 4.0]])
m.update_state([10.0])
# Per-sample means 1.5 and 3.5, then 10: three samples.
print(m.result())
m = keras.metrics.MeanMetricWrapper(fn=keras.metrics.mean_absolute_error)
print(m.name)
