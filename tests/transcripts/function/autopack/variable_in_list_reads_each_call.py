import tensorflow as tf

# A variable inside a packed list is read by the graph on each call, not
# frozen at its value when the function was traced.
v = tf.Variable(1.0)


@tf.function
def f():
    return tf.convert_to_tensor([v, 2.0])


print(f())
v.assign(7.0)
print(f())
