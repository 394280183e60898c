import tensorflow as tf

class Dense:
    def __init__(self):
        self.w = None

    @tf.function
    def __call__(self, x):
        print("tracing", x.shape)
        if self.w is None:
            self.w = tf.Variable(tf.ones([2, 2]))
        return tf.matmul(x, self.w)

layer = Dense()
print(layer(tf.ones([1, 2])))
print(layer(tf.ones([1, 2])))
print(layer(tf.ones([3, 2])))
print(layer.__call__.experimental_get_tracing_count())
print(layer.__call__.pretty_printed_concrete_signatures())
