# The talk's benchmark: timings vary, so this prints what they come from —
# one trace for 1000 tensors, 1000 traces for 1000 Python ints (bench/ measures
# the time; it varies too much from run to run for a transcript).
import time
import tensorflow as tf

@tf.function
def g(x):
  return x

start = time.time()
for i in tf.range(1000):
  g(i)
tensor_time = time.time()-start
print("traces after the tf.Tensor loop:", g.experimental_get_tracing_count())

start = time.time()
for i in range(1000):
  g(i)
native_time = time.time()-start
print("traces after the native loop:", g.experimental_get_tracing_count())
