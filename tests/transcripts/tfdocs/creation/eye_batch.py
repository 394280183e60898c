# mode: modern
# batch_shape stacks identities (docstring).
import tensorflow as tf
print(tf.eye(2, batch_shape=[3]).shape)
