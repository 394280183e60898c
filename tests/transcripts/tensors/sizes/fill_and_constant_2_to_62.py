# mode: modern
# tf.fill and tf.constant(..., shape=) both run the Fill kernel.
import tensorflow as tf
for make in (lambda: tf.fill([2**62], 1.0), lambda: tf.constant(1.0, shape=[2**62]),
             lambda: tf.ones([2**62], tf.int8)):
    try:
        make()
    except tf.errors.ResourceExhaustedError as e:
        print(e.message)
print(tf.fill([2], 1.0))
