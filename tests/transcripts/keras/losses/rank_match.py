# mode: modern
# Labels of shape (batch,) against predictions of shape (batch, 1): Keras
# gives the labels the missing axis instead of broadcasting to (batch, batch).
import tensorflow as tf

y_true = tf.constant([1.0, 2.0, 3.0])
y_pred = tf.constant([[1.0], [2.0], [5.0]])
print(float(tf.keras.losses.MeanSquaredError()(y_true, y_pred)))
print(float(tf.keras.losses.MeanSquaredError()(y_pred, y_true)))
print(tf.keras.losses.MeanAbsoluteError(reduction="none")(y_true, y_pred))
acc = tf.keras.metrics.BinaryAccuracy()
acc.update_state(tf.constant([1.0, 0.0, 1.0, 1.0]), tf.constant([[0.9], [0.2], [0.4], [0.6]]))
print(float(acc.result()))
