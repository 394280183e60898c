# A Python range loop runs while tracing and copies its body into the graph
# once per iteration; past a hundred ops a note points to tf.range.
import tensorflow as tf

@tf.function
def power_series(x):
    total = x
    for i in range(50):
        total = total * x + 1.0
    return total

print(power_series(tf.constant(0.5)).shape)
