import tensorflow as tf

@tf.function(reduce_retracing=True)
def f(x):
    print("tracing", x)
    return tf.reduce_sum(x)

print(f(tf.constant([1])))
print(f(tf.constant([1, 2])))
print(f(tf.constant([1, 2, 3])))
print(f(tf.constant([[1, 2]])))
print(f.experimental_get_tracing_count())
