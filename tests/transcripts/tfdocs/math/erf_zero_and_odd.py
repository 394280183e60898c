# mode: modern
# erf(0) = 0 and erf is odd.
import tensorflow as tf
x = tf.math.erf([0.0, 1.0, -1.0])
print(x[0].numpy(), bool(x[1] == -x[2]))
