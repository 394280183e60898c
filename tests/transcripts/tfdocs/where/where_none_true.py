# mode: modern
# No True element gives an empty (0, rank) result.
import tensorflow as tf
print(tf.where([False, False]).shape)
