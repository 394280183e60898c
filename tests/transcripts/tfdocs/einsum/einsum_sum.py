# mode: modern
# 'ij->' sums everything, 'ij->j' sums the columns.
import tensorflow as tf
x = [[1, 2], [3, 4]]
print(tf.einsum('ij->', x).numpy(), tf.einsum('ij->j', x).numpy())
