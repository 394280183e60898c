# A global counter assigned while tracing counts traces, not calls.
import tensorflow as tf

calls = 0

@tf.function
def f(x):
    global calls
    calls = calls + 1
    return x + 1

f(tf.constant(1))
f(tf.constant(2))
print(calls)
