import tensorflow as tf

@tf.function
def f(x):
    return x

f(1)
f(2)
print("no events on a pipe unless --events")
