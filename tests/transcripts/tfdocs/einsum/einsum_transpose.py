# mode: modern
# 'ij->ji' transposes.
import tensorflow as tf
print(tf.einsum('ij->ji', [[1, 2, 3]]).numpy())
