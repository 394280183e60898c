# mode: modern
import tensorflow as tf
# The loop is one dataset op, not one copy of the body per element: the
# function's graph holds no AddV2 of its own.
ds = tf.data.Dataset.range(100)
@tf.function
def total():
    s = tf.constant(0, dtype=tf.int64)
    for x in ds:
        s += x
    return s
print(total().numpy())
ops = [op.type for op in total.get_concrete_function().graph.get_operations()]
print(ops.count("AddV2"))
