# The requested sizes overflow int64: TF's InvalidArgumentError, not undefined behaviour.
import tensorflow as tf
tf.reshape(tf.range(6), [2**62, 2**62, 0])
