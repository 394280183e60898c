# mode: modern
# tf.strings.format with a tuple of tensors (docstring).
import tensorflow as tf
tensor_a = tf.range(2)
tensor_b = tf.range(1, 4, 2)
print(tf.strings.format("a: {}, b: {}, suffix", (tensor_a, tensor_b)).numpy())
