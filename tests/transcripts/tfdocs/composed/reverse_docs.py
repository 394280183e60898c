# mode: modern
# tf.reverse along one or more axes (docstring).
import tensorflow as tf
t = tf.constant([[[[ 0,  1,  2,  3], [ 4,  5,  6,  7], [ 8,  9, 10, 11]],
                  [[12, 13, 14, 15], [16, 17, 18, 19], [20, 21, 22, 23]]]])
print(tf.reverse(t, [3]))
print(tf.reverse(t, [1]))
print(tf.reverse(t, [-1, 2]))
