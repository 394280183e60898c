import tensorflow as tf
external_list = []

@tf.function
def side_effect(x):
  print('Python side effect')
  external_list.append(x)

side_effect(1)
side_effect(1)
side_effect(1)
assert len(external_list) == 1
print(len(external_list))
