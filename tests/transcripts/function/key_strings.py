import tensorflow as tf

@tf.function
def greet(name, x):
    print("tracing for", name)
    tf.print(name, x)
    return x

greet("a", tf.constant(1))
greet("a", tf.constant(2))
greet("b", tf.constant(3))
greet("a" + "", tf.constant(4))
print(greet.experimental_get_tracing_count())
