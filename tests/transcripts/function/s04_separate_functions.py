import tensorflow as tf
def f():
  print('Tracing!')
  tf.print('Executing')

tf.function(f)()
tf.function(f)()
