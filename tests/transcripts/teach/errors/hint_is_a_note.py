# The hint is an exception note (PEP 678): str(e) is TensorFlow's message
# alone, and the note sits in e.__notes__.
import tensorflow as tf

@tf.function(autograph=False)
def absolute(x):
    if x > 0:
        return x
    return -x

try:
    absolute(tf.constant(1))
except TypeError as e:
    print(str(e))
    print(len(e.__notes__), e.__notes__[0].splitlines()[1].strip())
