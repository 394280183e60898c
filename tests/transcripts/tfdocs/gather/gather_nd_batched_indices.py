# mode: modern
# Extra leading index dims carry into the result.
import tensorflow as tf
print(tf.gather_nd([[1, 2], [3, 4]], [[[0, 1]], [[1, 0]]]))
