# mode: modern
# A variable's reads are ordered after its writes (TF's automatic control
# dependencies): each iteration writes the value the variable has now.
import tensorflow as tf

v = tf.Variable(1)

def fill(n):
    ta = tf.TensorArray(tf.int32, size=n)
    for i in tf.range(n):
        ta = ta.write(i, v)
        v.assign_add(i + 1)
    return ta.stack()

print(fill(tf.constant(5)))
v.assign(1)
print(tf.function(fill)(tf.constant(5)))
print(v.numpy())
