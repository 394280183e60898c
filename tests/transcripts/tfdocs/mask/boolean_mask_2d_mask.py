# mode: modern
# A mask of the tensor's shape flattens the kept elements.
import tensorflow as tf
print(tf.boolean_mask([[1, 2], [3, 4]], [[True, False], [False, True]]))
