# Empty operands, but a 2**62-element product: TF's ResourceExhaustedError.
import tensorflow as tf
tf.ones([2**31, 0]) @ tf.ones([0, 2**31])
