# mode: modern
# tf.py_function runs Python control flow on eager tensors (docstring's log_huber).
import tensorflow as tf
def log_huber(x, m):
    if tf.abs(x) <= m:
        return x**2
    else:
        return m**2 * (1 - 2 * tf.math.log(m) + tf.math.log(x**2))

x = tf.constant(1.0)
m = tf.constant(2.0)
print(tf.py_function(func=log_huber, inp=[x, m], Tout=tf.float32))
