# mode: modern
# The result is converted to Tout (a Python int becomes a float32 tensor).
import tensorflow as tf
print(tf.py_function(lambda: 3, [], tf.float32))
