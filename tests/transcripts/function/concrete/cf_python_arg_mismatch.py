# mode: modern
# A concrete function traced with the Python value b=2 accepts only b=2:
# another value is TF's binding TypeError, after the flat signature (tensors
# only) failed too (guide/function, "Obtaining concrete functions").
import tensorflow as tf

@tf.function
def pow(a, b):
    return a ** b

square = pow.get_concrete_function(a=tf.TensorSpec(None, tf.float32), b=2)
print(square)
print(square(tf.constant(10.0)))
print(square(tf.constant(10.0), b=2))
try:
    square(tf.constant(10.0), b=3)
except TypeError as e:
    print("TypeError:", e)
