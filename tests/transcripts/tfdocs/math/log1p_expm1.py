# mode: modern
# log1p(0) and expm1(0) are exactly 0.
import tensorflow as tf
print(tf.math.log1p(0.0).numpy(), tf.math.expm1(0.0).numpy())
