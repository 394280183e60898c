# mode: modern
# tf.eye(2) is the 2x2 identity (docstring).
import tensorflow as tf
print(tf.eye(2))
