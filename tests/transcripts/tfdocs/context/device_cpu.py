# mode: modern
# Ops under tf.device('/cpu:0') run on the CPU (guide).
import tensorflow as tf
with tf.device('/cpu:0'):
    a = tf.constant([1.0, 2.0])
print(a.device)
