import tensorflow as tf

def add(a, b):
    print("tracing add")
    return a + b

fast_add = tf.function(add)
fast_add2 = tf.function(autograph=False)(add)
print(fast_add(tf.constant(1), tf.constant(2)))
print(fast_add2(tf.constant(1), tf.constant(2)))
print(fast_add.python_function is add)
