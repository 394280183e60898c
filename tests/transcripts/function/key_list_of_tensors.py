import tensorflow as tf

@tf.function
def total(xs):
    print("tracing with", len(xs), "tensors")
    s = xs[0]
    for x in xs[1:]:
        s = s + x
    return s

print(total([tf.constant(1), tf.constant(2)]))
print(total([tf.constant(10), tf.constant(20)]))
print(total([tf.constant(1), tf.constant(2), tf.constant(3)]))
print(total([tf.constant(1.5), tf.constant(2.5)]))
print(total.experimental_get_tracing_count())
