# mode: modern
# Modern TF logs "WARNING:tensorflow:5 out of the last 5 calls to <function g
# at 0x...> triggered tf.function retracing..." twice at most per function; the
# text itself (with its address) is checked by tests/unit/function_events_test.cpp.
import tensorflow as tf

@tf.function
def g(x):
    return x

for i in range(20):
    g(i)
tf.print("after 20 traces")
