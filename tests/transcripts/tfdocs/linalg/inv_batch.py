# mode: modern
# A batch of matrices is inverted one by one.
import tensorflow as tf
print(tf.linalg.inv(tf.eye(2, batch_shape=[2]) * 2.0).numpy()[1])
