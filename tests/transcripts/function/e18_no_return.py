import tensorflow as tf

@tf.function
def f(x):
    print("Python execution: ", x)
    tf.print("Graph execution: ", x)

f(1)
f(1)
