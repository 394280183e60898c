# mode: modern
# A Python generator inside a tf.function runs while tracing, as TF's does:
# its values become constants of the graph, and its print runs on the trace only.
import tensorflow as tf

def scales():
    print("generator runs")
    yield 1.0
    yield 2.0

@tf.function
def f(x):
    total = x
    for s in scales():
        total = total * s
    return total + sum(v for v in scales())

print(f(tf.constant(3.0)))
print(f(tf.constant(4.0)))
