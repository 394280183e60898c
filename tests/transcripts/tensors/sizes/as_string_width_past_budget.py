# mode: modern
# A million strings of 2**30 characters each: every one below the budget, their
# total far past it (and past any machine) before the first is formatted.
import tensorflow as tf
try:
    tf.strings.as_string(tf.ones([10**6]), width=2**30)
except tf.errors.ResourceExhaustedError as e:
    print(e.message)
print(tf.strings.as_string(tf.constant([1, 22]), width=4))
