import tensorflow as tf
import sys
@tf.function
def f():
  print('before if')
  if tf.constant(True):
    print('true branch')
  else:
    print('false branch')
  print('after if')

@tf.function
def g():
  print('before if')
  if True:
    print('true branch')
  else:
    print('false branch')
  print('after if')

f()
print('---')
g()
print('--- second calls print nothing from Python')
f()
g()
