# mode: modern
# tf.math.rsqrt is 1 / sqrt(x), element-wise.
import tensorflow as tf
print(tf.math.rsqrt([1.0, 4.0, 16.0]))
