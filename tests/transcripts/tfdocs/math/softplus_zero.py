# mode: modern
# softplus(0) = log(2).
import tensorflow as tf
print(tf.math.softplus(0.0))
