# In quiet mode only TensorFlow's error is printed.
import tensorflow as tf

@tf.function(autograph=False)
def absolute(x):
    if x > 0:
        return x
    return -x

absolute(tf.constant(1))
