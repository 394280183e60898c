import tensorflow as tf

@tf.function
def f(d):
    print("tracing with keys", sorted(d))
    return d["a"] * d["b"]

print(f({"a": tf.constant(2), "b": tf.constant(3)}))
print(f({"b": tf.constant(5), "a": tf.constant(7)}))
print(f({"a": tf.constant(2), "b": tf.constant(3), "c": 1}))
print(f.experimental_get_tracing_count())
