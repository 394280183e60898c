# mode: modern
# keepdims keeps the reduced axis as size 1.
import tensorflow as tf
print(tf.reduce_all([[True, False]], axis=1, keepdims=True))
