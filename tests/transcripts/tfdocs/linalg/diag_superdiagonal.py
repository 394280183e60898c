# mode: modern
# k=1 puts the values on the superdiagonal.
import tensorflow as tf
print(tf.linalg.diag([1, 2], k=1).numpy())
