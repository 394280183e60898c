# mode: modern
# ops.cast converts with TF's Cast (floats to ints truncate toward zero);
# ops.shape is a tuple of ints, and where a tf.function's input has a None
# axis, that entry is a scalar tensor read when the graph runs.
import tensorflow as tf
from keras import ops

x = ops.convert_to_tensor([1.9, -1.9, 0.5])
print(ops.cast(x, "int32"))
print(ops.cast(x, "bool"))
print(ops.cast([1, 2], tf.float64))
print(ops.shape(tf.zeros((2, 3))))
print(ops.shape([[1, 2, 3]]))


@tf.function(input_signature=[tf.TensorSpec([None, 3])])
def dims(t):
    s = ops.shape(t)
    print("traced:", type(s).__name__, s[1])
    return s[0]


print(dims(tf.zeros((4, 3))))
