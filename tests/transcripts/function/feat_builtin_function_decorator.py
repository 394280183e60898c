# minitf-only
import tensorflow as tf

@function
def f(x):
    print("tracing")
    return x + 1

@function(input_signature=[tf.TensorSpec([None], tf.int32)])
def g(x):
    print("tracing g", x)
    return x * 2

print(f(tf.constant(1)), f(tf.constant(2)))
print(g([1, 2]))
print(g(tf.constant([1, 2, 3])))
print(type(f) is type(tf.function(lambda: 1)))
