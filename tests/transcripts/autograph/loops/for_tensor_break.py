import tensorflow as tf
@tf.function
def first_big(v):
  found = -1
  for x in v:
    if x > 5:
      found = x
      break
  return found
print(first_big(tf.constant([1, 3, 7, 9])))
