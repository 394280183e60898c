import tensorflow as tf

v = tf.Variable(5)

@tf.function
def f():
    print(v)
    print(v.read_value())
    v.assign(v * 2)
    return v.read_value()

print(f())
print(f())
print(v)
