# mode: modern
# tf.gather along axis=1 picks columns.
import tensorflow as tf
params = tf.constant([[0, 1.0, 2.0],
                      [10.0, 11.0, 12.0],
                      [20.0, 21.0, 22.0],
                      [30.0, 31.0, 32.0]])
print(tf.gather(params, indices=[2, 1], axis=1).numpy())
