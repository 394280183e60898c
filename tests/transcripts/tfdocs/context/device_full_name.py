# mode: modern
# A full device name is accepted.
import tensorflow as tf
with tf.device('/job:localhost/replica:0/task:0/device:CPU:0'):
    print(tf.reduce_sum([1, 2]).numpy())
