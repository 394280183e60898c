# mode: modern
# axis=1 masks the columns.
import tensorflow as tf
print(tf.boolean_mask([[1, 2, 3], [4, 5, 6]], [True, False, True], axis=1))
