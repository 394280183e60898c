# mode: modern
# assert_rank decides on the static rank: a ValueError.
import tensorflow as tf
tf.debugging.assert_rank(tf.zeros([2, 3]), 2)
try:
    tf.debugging.assert_rank(tf.zeros([3]), 2)
except ValueError as e:
    print("ValueError:", e)
try:
    tf.debugging.assert_rank_at_least(tf.zeros([3]), 2, message="need a matrix")
except ValueError as e:
    print("ValueError:", e)
