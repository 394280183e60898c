import tensorflow as tf

class Model:
    @tf.function
    def __call__(self, x):
        return x * 2

m = Model()
m(tf.constant(1))
m(tf.constant(2.0))
Model()(tf.constant(1))
