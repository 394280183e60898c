# mode: modern
# on_value / off_value, and an index of -1 gives a row of off_value (docstring).
import tensorflow as tf
print(tf.one_hot([0, 2, -1, 1], 3, on_value=5.0, off_value=0.0, axis=-1).numpy())
