import tensorflow as tf

@tf.function
def double(a):
  return a + a

print(double.experimental_get_tracing_count())
double(tf.constant(1))
double(tf.constant(2))
print(double.experimental_get_tracing_count())
double(tf.constant("a"))
print(double.experimental_get_tracing_count())
