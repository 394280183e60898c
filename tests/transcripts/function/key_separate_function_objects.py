import tensorflow as tf

def body(x):
    print("tracing")
    return x + 1

f1 = tf.function(body)
f2 = tf.function(body)
f1(tf.constant(1))
f1(tf.constant(1))
f2(tf.constant(1))
print(f1.experimental_get_tracing_count(), f2.experimental_get_tracing_count())
