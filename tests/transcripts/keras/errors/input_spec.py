# mode: modern
# A built layer checks its inputs' rank and feature size (Keras 3.15's texts).
import tensorflow as tf

dense = tf.keras.layers.Dense(2)
dense(tf.ones([2, 4]))
for bad in (tf.ones([2, 3]), tf.ones([4])):
    try:
        dense(bad)
    except ValueError as e:
        print(e)
try:
    tf.keras.layers.MaxPooling2D()(tf.ones([2, 4, 4]))
except ValueError as e:
    print(e)
inputs = tf.keras.Input(shape=(5,))
try:
    dense(inputs)
except ValueError as e:
    print(e)
