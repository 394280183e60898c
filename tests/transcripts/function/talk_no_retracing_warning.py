import tensorflow as tf

@tf.function
def g(x):
    return x

for i in range(20):
    g(i)
tf.print("TF 2.0 logs no retracing warning")
print(g.experimental_get_tracing_count())
