# mode: modern
# num_columns gives a rectangular identity (docstring).
import tensorflow as tf
print(tf.eye(2, num_columns=3).numpy())
