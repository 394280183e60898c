# Found by fuzz_source (ASan: heap-buffer-overflow): tf.norm with ord=2 over
# two axes indexed its permutation with an axis out of range. TF takes each
# axis modulo the rank; the transpose, squeeze or FloorMod then raises.
import tensorflow as tf

m = tf.constant([[1., 0.], [0., 2.]])
for axis in [[5, 1], [3, 0], [-3, 1], [1, 3], [2**40, 1]]:
    try:
        print(tf.norm(m, ord=2, axis=axis))
    except tf.errors.InvalidArgumentError as e:
        print(axis, type(e).__name__)
try:
    tf.norm(tf.constant(3.), ord=2, axis=[0, 1])
except tf.errors.InvalidArgumentError as e:
    print("scalar", type(e).__name__)
print(tf.norm(m, ord=2, axis=[-1, -2]))
