# mode: modern
# AutoGraph converts len(): on a tensor it is the static length of the first
# dimension when the shape knows it, else tf.shape(x)[0]; on a TensorArray,
# its size().
import tensorflow as tf

@tf.function
def length(x):
    n = len(x)
    print("traced len:", n)
    return n

print(length(tf.constant([1, 2, 3])))
known = length.get_concrete_function(tf.TensorSpec([None], tf.int32))
print(known(tf.constant([1, 2, 3, 4])))

@tf.function
def rows(m):
    total = tf.constant(0)
    for i in range(len(m)):
        total += tf.reduce_sum(m[i])
    return total

print(rows(tf.constant([[1, 2], [3, 4]])))

@tf.function
def array_len(n):
    ta = tf.TensorArray(tf.int32, size=0, dynamic_size=True)
    for i in tf.range(n):
        ta = ta.write(i, i)
    return len(ta)

print(array_len(tf.constant(4)))
