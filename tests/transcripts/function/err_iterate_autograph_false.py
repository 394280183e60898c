import tensorflow as tf

@tf.function(autograph=False)
def f(x):
    total = 0
    for v in x:
        total += v
    return total

f(tf.constant([1, 2, 3]))
