# mode: modern
# A float prints with six decimals by default.
import tensorflow as tf
print(tf.as_string(2.5).numpy())
