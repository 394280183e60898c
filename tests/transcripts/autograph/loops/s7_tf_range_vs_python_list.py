import tensorflow as tf
import sys
@tf.function
def staged():
  for i in tf.range(3):
    print('tf.range body traced')
    tf.print(i, output_stream=sys.stdout)

@tf.function
def unrolled():
  for i in [tf.constant(1), tf.constant(2), tf.constant(3)]:
    print('list body traced')
    tf.print(i, output_stream=sys.stdout)

@tf.function
def python_range():
  for i in range(3):
    print('range body traced', i)
    tf.print(i, output_stream=sys.stdout)

staged()
unrolled()
python_range()
print('again')
staged()
unrolled()
python_range()
