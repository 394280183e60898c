# mode: modern
# The tf.linalg.diag_part docstring's bands: k=(low, high) gives the diagonals
# from high down to low, the shorter ones padded and aligned by `align`
# (RIGHT_LEFT by default: superdiagonals right, subdiagonals left).
import tensorflow as tf
input = tf.constant([[[1, 2, 3, 4], [5, 6, 7, 8], [9, 8, 7, 6]],
                     [[5, 4, 3, 2], [1, 2, 3, 4], [5, 6, 7, 8]]])
print(tf.linalg.diag_part(input, k=(-1, 2)).numpy())
print(tf.linalg.diag_part(input, k=(-1, 2), align="LEFT_RIGHT").numpy())
print(tf.linalg.diag_part(input, k=(-2, -1)).numpy())
print(tf.linalg.diag_part(input, k=(1, 3), padding_value=9).numpy())

@tf.function
def f(x):
    return tf.linalg.diag_part(x, k=[-1, 2])

print(f(input).shape)
