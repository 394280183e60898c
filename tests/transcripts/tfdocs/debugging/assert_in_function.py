# mode: modern
# In a tf.function an assertion is an Assert op that fails when the graph runs.
import tensorflow as tf
@tf.function
def checked(x):
    tf.debugging.assert_equal(x, tf.constant([1, 2]))
    return x * 2

print(checked(tf.constant([1, 2])))
try:
    checked(tf.constant([1, 3]))
except tf.errors.InvalidArgumentError as e:
    print(e)
