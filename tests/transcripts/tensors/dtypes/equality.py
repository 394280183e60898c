import tensorflow as tf
import numpy as np
print(tf.float32 == tf.float32, tf.float32 != tf.int32)
print(tf.float32 == "float32", tf.int64 == np.int64)
print(tf.constant(1).dtype == tf.int32)
print(tf.constant(1).dtype is tf.int32)
d = {tf.float32: "f", tf.int32: "i"}
print(d[tf.constant(1).dtype])
