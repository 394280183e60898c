# mode: modern
# Non-zero numbers count as True.
import tensorflow as tf
print(tf.where([1, 0, 2]).numpy().tolist())
