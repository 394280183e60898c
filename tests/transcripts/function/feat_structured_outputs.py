import tensorflow as tf

@tf.function
def f(x):
    return {"double": x * 2, "pair": (x, x + 1)}

cf = f.get_concrete_function(tf.constant(1))
print(cf.structured_outputs)
print(cf)
