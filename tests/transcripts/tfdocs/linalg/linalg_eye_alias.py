# mode: modern
# tf.linalg.eye is tf.eye.
import tensorflow as tf
print(tf.linalg.eye is tf.eye, tf.linalg.einsum is tf.einsum)
