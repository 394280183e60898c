# mode: modern
# precision sets the float's decimals (docstring).
import tensorflow as tf
print(tf.strings.as_string(3.1415926, precision=3).numpy())
