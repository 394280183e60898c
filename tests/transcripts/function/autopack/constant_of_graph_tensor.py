import tensorflow as tf

# tf.constant holds data: a graph tensor is no constant, alone or in a list.
@tf.function
def f(x):
    for value in (x, [x, 1]):
        try:
            tf.constant(value)
        except TypeError as e:
            print("TypeError:", e)
    return x


f(tf.constant(1))
