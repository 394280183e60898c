# mode: modern
# Metrics keep running totals in non-trainable variables: update_state adds,
# result reads, reset_state empties.
import tensorflow as tf

m = tf.keras.metrics.Mean()
print(m.name, float(m.result()))
m.update_state([1.0, 2.0, 3.0])
m.update_state(4.0)
print(float(m.result()))
m.update_state([10.0, 20.0], sample_weight=[1.0, 0.0])
print(float(m.result()), len(m.variables))
m.reset_state()
print(float(m.result()))

acc = tf.keras.metrics.Accuracy()
acc.update_state([1, 2, 3, 4], [0, 2, 3, 4])
print(acc.name, float(acc.result()))

sca = tf.keras.metrics.SparseCategoricalAccuracy()
sca.update_state([1, 0], [[0.1, 0.9], [0.3, 0.7]])
print(sca.name, float(sca.result()))
sca.update_state([[1], [1]], [[0.1, 0.9], [0.3, 0.7]])
print(float(sca.result()))
print(float(sca([0], [[0.9, 0.1]])))
sca.reset_state()
print(float(sca.result()))
