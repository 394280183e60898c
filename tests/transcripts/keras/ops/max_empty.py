# mode: modern
# ops.max and ops.min of an empty tensor are an error, as in numpy (TF alone
# would give -inf and inf): Keras asserts that the size is above 0, and TF's
# assert_greater says so with the first elements of both sides.
import tensorflow as tf
from keras import ops

for op in [ops.max, ops.min]:
    try:
        op(ops.zeros((0, 3)))
    except tf.errors.InvalidArgumentError as e:
        print(type(e).__name__ + ":", e)
print(ops.max(ops.zeros((0,)), initial=1.0))
