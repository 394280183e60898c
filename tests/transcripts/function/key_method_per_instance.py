import tensorflow as tf

class Scaler:
    def __init__(self, k):
        self.k = k

    @tf.function
    def __call__(self, x):
        print("tracing for k =", self.k)
        return x * self.k

    @tf.function
    def twice(self, x):
        print("tracing twice for k =", self.k)
        return self(x) * 2

s2 = Scaler(2)
s3 = Scaler(3)
print(s2(tf.constant(5)))
print(s3(tf.constant(5)))
print(s2(tf.constant(6)))
print(s2.twice(tf.constant(1)))
print(s3.twice(tf.constant(1)))
print(s2.__call__ is s2.__call__)
print(s2.__call__.experimental_get_tracing_count(), s3.__call__.experimental_get_tracing_count())
