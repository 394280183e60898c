# The guide's side-effect example: the outer list grows once, on the trace.
import tensorflow as tf

external_list = []

@tf.function
def side_effect(x):
    print('Python side effect')
    external_list.append(x)

side_effect(1)
side_effect(1)
side_effect(1)
print(len(external_list))
