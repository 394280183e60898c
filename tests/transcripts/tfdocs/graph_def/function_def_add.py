# mode: modern
# print(cf.function_def): TF's FunctionDef text of f(x) = x + 1.0 — arguments
# named after their placeholders, outputs after their Identity nodes, body
# inputs as node:output_arg:index, the eager runtime's attr and the argument's
# shape and user-specified name.
import tensorflow as tf

@tf.function
def f(x):
    return x + 1.0

text = str(f.get_concrete_function(tf.constant(2.0)).function_def)
name = text.split('"')[1]
print(name.startswith('__inference_f_'), name[len('__inference_f_'):].isdigit())
print(text[text.index('  input_arg'):], end='')
