# tf.function is a Python function in TensorFlow (a def, not a builtin), so
# its type is function, the type of any def or lambda.
import tensorflow as tf

print(type(tf.function))
print(type(tf.function) is type(lambda: 0), tf.function.__name__)


@tf.function
def double(x):
    return x * 2


print(double(tf.constant(3)))
