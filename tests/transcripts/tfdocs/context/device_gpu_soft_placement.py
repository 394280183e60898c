# mode: modern
# Without a GPU, ops asked for the GPU are placed on the CPU (soft placement).
import tensorflow as tf
with tf.device('GPU:0'):
    a = tf.constant([1.0, 2.0]) * 2
print(a.numpy(), a.device)
