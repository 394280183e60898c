# mode: modern
# axis=0 puts the depth first.
import tensorflow as tf
print(tf.one_hot([0, 1], 3, axis=0))
