# Huber, LogCosh, the hinge losses, KLDivergence, Poisson, CosineSimilarity,
# Dice and Tversky: Keras 3's docstring inputs, values by their formulas
# (mean over the batch of the per-sample loss).
import keras

y_true = [[0.0, 1.0], [0.0, 0.0]]
y_pred = [[0.6, 0.4], [0.4, 0.6]]
for loss in (
    keras.losses.Huber(),
    keras.losses.LogCosh(),
    keras.losses.Hinge(),
    keras.losses.SquaredHinge(),
    keras.losses.CategoricalHinge(),
    keras.losses.KLDivergence(),
    keras.losses.Poisson(),
):
    print(loss.name, round(float(loss(y_true, y_pred)), 5))
# Huber with delta=0.5: errors 0.6 cost 0.5 * 0.6 - 0.125, error 0.4 costs 0.4^2 / 2.
print(round(float(keras.losses.Huber(delta=0.5)(y_true, y_pred)), 5))
print(keras.losses.huber(y_true, y_pred))
cos = keras.losses.CosineSimilarity(axis=1)
print(cos.name, round(float(cos([[0.0, 1.0], [1.0, 1.0]], [[1.0, 0.0], [1.0, 1.0]])), 5))
# Dice: 1 - 2 * |A n B| / (|A| + |B|) over the whole batch.
print(round(float(keras.losses.Dice()([[1.0, 1.0], [0.0, 0.0]], [[1.0, 0.0], [0.0, 1.0]])), 5))
print(round(float(keras.losses.Tversky()([[1.0, 1.0], [0.0, 0.0]], [[1.0, 0.0], [0.0, 1.0]])), 5))
print(round(float(keras.losses.Tversky(alpha=0.9, beta=0.1)([[1.0, 1.0], [0.0, 0.0]], [[1.0, 0.0], [0.0, 1.0]])), 5))
print(keras.losses.Huber(delta=2.0).get_config())
print(keras.losses.Hinge(reduction="sum")(y_true, y_pred))
print(keras.losses.get("huber").name, keras.losses.get("log_cosh").name)
