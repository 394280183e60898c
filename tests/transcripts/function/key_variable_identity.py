import tensorflow as tf

@tf.function
def bump(v):
    print("tracing for", v.name)
    v.assign_add(1)
    return v.read_value()

a = tf.Variable(0)
b = tf.Variable(10)
print(bump(a).numpy(), bump(a).numpy())
print(bump(b).numpy())
print(bump(a).numpy())
print(bump.experimental_get_tracing_count())
print(a.numpy(), b.numpy())
