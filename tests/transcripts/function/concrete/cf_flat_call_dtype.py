# mode: modern
# A concrete function called with a tensor of another dtype: the structured
# signature rejects it, the flat one accepts a tensor, and the traced
# function's kernel raises InvalidArgumentError (guide/function, "Obtaining
# concrete functions"). TF's function uid varies, so it is cut out here.
import tensorflow as tf

@tf.function
def double(a):
    return a + a

double_strings = double.get_concrete_function(tf.constant("a"))
print(double_strings(a=tf.constant("b")))
try:
    double_strings(tf.constant(1))
except tf.errors.InvalidArgumentError as e:
    text = str(e)
    print(text.startswith("cannot compute __inference_double_"))
    print(text.split(" as ", 1)[1].split(" [Op:")[0])
    print(text.endswith("]"), "[Op:__inference_double_" in text)
