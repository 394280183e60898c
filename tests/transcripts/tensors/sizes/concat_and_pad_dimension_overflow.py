# mode: modern
# Output dimensions that are sums past int64: TF's shape-inference texts.
import tensorflow as tf
half = tf.ones([0, 2**62])
try:
    tf.concat([half, half], axis=1)
except tf.errors.InvalidArgumentError as e:
    print(e.message)
try:
    tf.pad(tf.ones([1]), tf.constant([[2**62, 2**62]], tf.int64))
except tf.errors.InvalidArgumentError as e:
    print(e.message)
print(tf.concat([half, tf.ones([0, 1])], axis=1).shape)
