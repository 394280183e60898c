# mode: modern
# map_structure checks sequence types unless check_types=False (docstring).
import tensorflow as tf
s1 = (((1, 2), 3), 4, (5, 6))
s1_list = [[[1, 2], 3], 4, [5, 6]]
print(tf.nest.map_structure(lambda x, y: None, s1, s1_list, check_types=False))
try:
    tf.nest.map_structure(lambda x, y: None, s1, s1_list)
except TypeError as e:
    print("TypeError:", str(e).splitlines()[0])
