import tensorflow as tf

v = tf.Variable(1.0)

@tf.function
def step(x):
    before = v.read_value()
    v.assign_add(x)
    after = v.read_value()
    v.assign_sub(0.5)
    return before, after, v.read_value()

print(step(tf.constant(2.0)))
print(step(tf.constant(2.0)))
