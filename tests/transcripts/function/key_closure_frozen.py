import tensorflow as tf

def make():
    k = tf.constant(3)

    @tf.function
    def times_k(x):
        return x * k

    return times_k

g = make()
print(g(tf.constant(2)))
k = tf.constant(100)  # a different k: the closure's is captured
print(g(tf.constant(2)))
