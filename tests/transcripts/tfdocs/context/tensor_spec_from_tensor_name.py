# mode: modern
# from_tensor takes a name.
import tensorflow as tf
print(repr(tf.TensorSpec.from_tensor(tf.constant(1.5), name='x')))
