# mode: modern
# tf.sign works on integers too.
import tensorflow as tf
print(tf.sign([-2, 0, 3]))
