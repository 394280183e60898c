# The concatenated dimension passes int64: TF's InvalidArgumentError.
import tensorflow as tf
tf.concat([tf.ones([0, 2**62]), tf.ones([0, 2**62])], axis=1)
