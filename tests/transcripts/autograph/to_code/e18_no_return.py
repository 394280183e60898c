import tensorflow as tf
@tf.function
def f(x):
    print("Python execution: ", x)
    tf.print("Graph execution: ", x)

print(tf.autograph.to_code(f.python_function), end='')
f(1)
f(1)
