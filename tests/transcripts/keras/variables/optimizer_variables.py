# mode: modern
# An optimizer's variables live under its name: its step counter and learning
# rate at once, and on the first apply_gradients one slot per moment and
# trained variable, named after the trained variable's path.
import tensorflow as tf
from tensorflow import keras

model = keras.Sequential([keras.Input(shape=(2,)), keras.layers.Dense(1, name="out")])
adam = keras.optimizers.Adam(0.1)
print([v.path for v in adam.variables])
with tf.GradientTape() as tape:
    loss = tf.reduce_sum(model(tf.ones([1, 2])))
grads = tape.gradient(loss, model.trainable_variables)
adam.apply_gradients(zip(grads, model.trainable_variables))
print([v.path for v in adam.variables])
print(adam.variables[2])

# A plain tf.Variable has no path: its slot is named after its name.
w = tf.Variable([1.0, 2.0], name="w")
sgd = keras.optimizers.SGD(0.1, momentum=0.9)
sgd.apply_gradients([(tf.constant([1.0, 1.0]), w)])
print([v.path for v in sgd.variables], w.numpy().tolist())
