# mode: modern
# An error raised while tracing names the user's frames, outermost first,
# each converted function marked '*' (TF's "in user code:" message).
import tensorflow as tf

def scale(x):
    return x * tf.constant(2)

@tf.function
def f(x):
    y = x + 1.0
    return scale(y)

f(tf.constant(1.0))
