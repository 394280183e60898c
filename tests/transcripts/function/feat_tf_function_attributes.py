import tensorflow as tf

def f(x):
    "Doubles x."
    return 2 * x

g = tf.function(f)
print(g.__name__, g.__doc__)
print(g.python_function is f, g.__wrapped__ is f)
print(type(g))
