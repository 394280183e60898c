# mode: modern
# Three-argument tf.where selects from x or y (docstring).
import tensorflow as tf
print(tf.where([True, False, False, True], [1, 2, 3, 4], [100, 200, 300, 400]))
