import tensorflow as tf

# While tracing, a Python list holding graph tensors becomes a Pack op
# ("packed"): the graph computes it on every call, for every input.
@tf.function
def f(x):
    a = tf.convert_to_tensor([x, x + 1])
    print(a)
    return a


print(f(tf.constant(3)))
print(f(tf.constant(10)))
