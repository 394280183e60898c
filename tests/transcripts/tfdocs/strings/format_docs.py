# mode: modern
# tf.strings.format fills {} with tensors as tf.print shows them (docstring).
import tensorflow as tf
tensor = tf.range(5)
print(repr(tf.strings.format("tensor: {}, suffix: {}", (tensor, "suffix"))))
