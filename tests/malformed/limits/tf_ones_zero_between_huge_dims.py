# The non-zero dimensions' product passes int64: TF's InvalidArgumentError.
import tensorflow as tf
tf.ones([0, 2**40, 2**40])
