# mode: modern
# diag_part with k=1 reads the superdiagonal.
import tensorflow as tf
print(tf.linalg.diag_part([[1, 2, 3], [4, 5, 6], [7, 8, 9]], k=1).numpy())
