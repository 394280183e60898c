import tensorflow as tf
# In talk mode `i % 2 == 1` is Python identity (False): the continue never runs;
# modern TF compares elementwise, so odd i are skipped (for_continue.modern.out).
@tf.function
def evens(n):
  t = 0
  for i in tf.range(n):
    if i % 2 == 1:
      continue
    t += i
  return t
print(evens(tf.constant(10)))
