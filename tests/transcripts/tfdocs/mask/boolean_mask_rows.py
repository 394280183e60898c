# mode: modern
# A 1-D mask on a matrix keeps whole rows (docstring).
import tensorflow as tf
tensor = [[1, 2], [3, 4], [5, 6]]
print(tf.boolean_mask(tensor, [True, False, True]).numpy())
