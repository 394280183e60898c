# mode: modern
# Indexing a tensor with a graph tensor (the loop counter of a tf.range loop)
# is a strided slice whose begin is that tensor.
import tensorflow as tf

@tf.function
def total(x):
    s = tf.constant(0)
    for i in tf.range(tf.shape(x)[0]):
        s += x[i]
    return s

@tf.function
def pick_row(m, i):
    return m[i], m[i, 1]

print(total(tf.constant([1, 2, 3])))
r, e = pick_row(tf.constant([[1, 2], [3, 4]]), tf.constant(1))
print(r)
print(e)
