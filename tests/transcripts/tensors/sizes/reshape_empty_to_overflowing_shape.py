# mode: modern
import tensorflow as tf
empty = tf.ones([0])
for shape in ([0, 2**62, 2**62], [2**62, 2**62, 0]):
    try:
        tf.reshape(empty, shape)
    except tf.errors.InvalidArgumentError as e:
        print(e.message)
print(tf.reshape(empty, [0, 2**62]).shape)
