# mode: modern
# minitf does not model a FunctionDef's control outputs, so the FunctionDef of a
# function with a stateful op (here tf.print) is a clear NotImplementedError.
import tensorflow as tf

@tf.function
def f(x):
    tf.print(x)
    return x

cf = f.get_concrete_function(tf.constant(1))
print(cf.function_def)
