import tensorflow as tf
tf.config.run_functions_eagerly(True)
@tf.function
def f(x):
  if x > 0:
    print('python branch: positive')
    return x
  else:
    print('python branch: not positive')
    return -x
print(f(tf.constant(3)))
print(f(tf.constant(-3)))
tf.config.run_functions_eagerly(False)
print(f(tf.constant(-3)))
