# mode: modern
import tensorflow as tf

# take_while stops at the first element its predicate rejects (traced once,
# like filter's); its cardinality is unknown.
def below(x):
    print("tracing with", x)
    return x < 4


ds = tf.data.Dataset.range(10).take_while(below)
print(ds.cardinality().numpy())
print(list(ds.as_numpy_iterator()))
print(list(ds.as_numpy_iterator()))
try:
    tf.data.Dataset.range(3).take_while(lambda x: x)
except ValueError as e:
    print("ValueError:", e)
