# mode: modern
# Long tensors are summarized (docstring).
import tensorflow as tf
tensor = tf.range(10)
print(tf.strings.format("{}", tensor, summarize=3).numpy())
