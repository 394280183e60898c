import tensorflow as tf

@tf.function
def total(*xs):
    print("tracing with", len(xs), "arguments:", xs)
    s = tf.constant(0)
    for x in xs:
        s = s + x
    return s

print(total(tf.constant(1), tf.constant(2)))
print(total(tf.constant(3), tf.constant(4)))
print(total(tf.constant(1), tf.constant(2), tf.constant(3)))
print(total(1, 2))
print(total.experimental_get_tracing_count())
