# mode: modern
# Keras 3's losses on small batches, each the mean over the batch of the
# per-sample losses (rounded to 5 places: float32 arithmetic).
import tensorflow as tf
from tensorflow import keras

y_true = tf.constant([[0.0, 1.0], [1.0, 1.0]])
y_pred = tf.constant([[0.5, 0.5], [0.25, 1.0]])
print(round(float(keras.losses.MeanSquaredError()(y_true, y_pred)), 5))
print(round(float(keras.losses.MeanAbsoluteError()(y_true, y_pred)), 5))
print(round(float(keras.losses.BinaryCrossentropy()(y_true, y_pred)), 5))
print(round(float(keras.losses.BinaryCrossentropy(from_logits=True)(y_true, y_pred)), 5))

onehot = tf.constant([[0.0, 1.0, 0.0], [1.0, 0.0, 0.0]])
probs = tf.constant([[0.1, 0.7, 0.2], [0.5, 0.25, 0.25]])
logits = tf.constant([[1.0, 2.0, 3.0], [0.0, 0.0, 0.0]])
print(round(float(keras.losses.CategoricalCrossentropy()(onehot, probs)), 5))
print(round(float(keras.losses.CategoricalCrossentropy(from_logits=True)(onehot, logits)), 5))
labels = tf.constant([1, 0])
print(round(float(keras.losses.SparseCategoricalCrossentropy()(labels, probs)), 5))
print(round(float(keras.losses.SparseCategoricalCrossentropy(from_logits=True)(labels, logits)), 5))
print(round(float(keras.losses.get("sparse_categorical_crossentropy")(tf.constant([[1], [0]]), probs)), 5))
print(keras.losses.get("mse").name, keras.losses.get("mae").name)
print(keras.losses.MeanSquaredError(reduction="none")(y_true, y_pred))
