# mode: modern
# A batch of matrices gives a vector of determinants.
import tensorflow as tf
print(tf.linalg.det(tf.eye(2, batch_shape=[3])))
