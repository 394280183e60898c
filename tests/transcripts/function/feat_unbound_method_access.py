import tensorflow as tf

class M:
    @tf.function
    def f(self, x):
        return x + 1

print(type(M.f))
m = M()
print(type(m.f))
print(m.f(tf.constant(1)))
print(m.f is m.f, M().f is m.f)
