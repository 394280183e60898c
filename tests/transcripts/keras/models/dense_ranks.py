# mode: modern
# Dense acts on the last axis of inputs of any rank (a sequence of feature
# vectors stays a sequence), and Flatten of an unknown size is unknown.
import tensorflow as tf
from tensorflow import keras

dense = keras.layers.Dense(4, kernel_initializer="ones")
y = dense(tf.ones([2, 3, 5]))
print(y.shape, float(y[1, 2, 3]), dense.compute_output_shape((None, 7, 5)))
print(keras.layers.Flatten()(keras.Input(shape=(None, 3))).shape)


@tf.function
def apply(x):
    return dense(x)


print(apply(tf.ones([1, 3, 5])).shape)
