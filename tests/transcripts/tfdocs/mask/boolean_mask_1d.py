# mode: modern
# tf.boolean_mask keeps the elements where the mask is True (docstring).
import tensorflow as tf
print(tf.boolean_mask([0, 1, 2, 3], [True, False, True, False]).numpy())
