# mode: modern
# dtype=tf.int32 gives an integer identity.
import tensorflow as tf
print(tf.eye(3, dtype=tf.int32))
