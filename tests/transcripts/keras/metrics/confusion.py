# Precision, Recall, the four confusion counts and AUC: Keras 3's docstring
# examples (a prediction is positive when strictly above the threshold).
import keras

m = keras.metrics.Precision()
m.update_state([0, 1, 1, 1], [1, 0, 1, 1])
print(m.name, m.result())
m.reset_state()
m.update_state([0, 1, 1, 1], [1, 0, 1, 1], sample_weight=[0, 0, 1, 0])
print(m.result())
m = keras.metrics.Recall()
m.update_state([0, 1, 1, 1], [1, 0, 1, 1])
print(m.name, m.result())
m.reset_state()
m.update_state([0, 1, 1, 1], [1, 0, 1, 1], sample_weight=[0, 0, 1, 0])
print(m.result())
# Per class: class_id picks one column.
m = keras.metrics.Precision(class_id=1)
m.update_state([[0, 1], [1, 0]], [[0.2, 0.8], [0.3, 0.7]])
print(m.result())
m = keras.metrics.Precision(thresholds=[0.3, 0.9])
m.update_state([0, 1, 1], [0.5, 0.8, 0.95])
print(m.result())

cases = [
    (keras.metrics.TruePositives, [0, 1, 1, 1], [1, 0, 1, 1]),
    (keras.metrics.FalsePositives, [0, 1, 0, 0], [0, 0, 1, 1]),
    (keras.metrics.TrueNegatives, [0, 1, 0, 0], [1, 1, 0, 0]),
    (keras.metrics.FalseNegatives, [0, 1, 1, 1], [0, 1, 0, 0]),
]
for cls, y_true, y_pred in cases:
    m = cls()
    m.update_state(y_true, y_pred)
    first = float(m.result())
    m.reset_state()
    m.update_state(y_true, y_pred, sample_weight=[0, 0, 1, 0])
    print(m.name, first, float(m.result()), [v.name for v in m.variables])

# Thresholds [0 - 1e-7, 0.5, 1 + 1e-7]: tp = [2, 1, 0], fp = [2, 0, 0],
# fn = [0, 1, 2], tn = [0, 2, 2]; tpr = [1, 0.5, 0], fpr = [1, 0, 0];
# area = (1 + 0.5) / 2 * (1 - 0) + (0.5 + 0) / 2 * (0 - 0) = 0.75.
m = keras.metrics.AUC(num_thresholds=3)
m.update_state([0, 0, 1, 1], [0, 0.5, 0.3, 0.9])
print(m.name, m.result())
m.reset_state()
m.update_state([0, 0, 1, 1], [0, 0.5, 0.3, 0.9], sample_weight=[1, 0, 0, 1])
print(m.result())
m = keras.metrics.AUC(num_thresholds=3, summation_method="minoring")
m.update_state([0, 0, 1, 1], [0, 0.5, 0.3, 0.9])
print(m.result())
for make in (lambda: keras.metrics.Precision(thresholds=2.0), lambda: keras.metrics.AUC(num_thresholds=1)):
    try:
        make()
    except ValueError as e:
        print("ValueError:", e)
