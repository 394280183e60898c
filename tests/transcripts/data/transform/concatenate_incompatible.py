# mode: talk
import tensorflow as tf

# Datasets whose element types differ cannot be concatenated; TF 2.0 and
# modern TF word the error differently.
a = tf.data.Dataset.range(3)
for other in (tf.data.Dataset.from_tensors(1.0), tf.data.Dataset.range(2).map(lambda v: (v, v))):
    try:
        a.concatenate(other)
    except TypeError as e:
        print("TypeError:", e)
