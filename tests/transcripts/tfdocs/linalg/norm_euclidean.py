# mode: modern
# tf.norm of a vector is its Euclidean length.
import tensorflow as tf
print(tf.norm([3., 4.]))
