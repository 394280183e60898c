# mode: modern
# Swapping two rows of the identity gives -1.
import tensorflow as tf
print(tf.linalg.det([[0., 1.], [1., 0.]]))
