# mode: modern
# reduce_variance of integers is a TypeError.
import tensorflow as tf
tf.math.reduce_variance(tf.constant([1, 2]))
