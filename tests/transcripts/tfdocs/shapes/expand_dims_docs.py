# mode: modern
# tf.expand_dims inserts a dimension of size 1 (docstring).
import tensorflow as tf
image = tf.zeros([10, 10, 3])
print(tf.expand_dims(image, axis=0).shape.as_list())
print(tf.expand_dims(image, axis=1).shape.as_list())
print(tf.expand_dims(image, -1).shape.as_list())
