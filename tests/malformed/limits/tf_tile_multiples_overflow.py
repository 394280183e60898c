# A dimension times its multiple passes int64: TF's InvalidArgumentError.
import tensorflow as tf
tf.tile(tf.ones([3]), tf.constant([2**62], tf.int64))
