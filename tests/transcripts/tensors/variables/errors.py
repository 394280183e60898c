import tensorflow as tf
v = tf.Variable(1)
try:
    v.assign(1.5)
except TypeError as e:
    print("TypeError:", e)
try:
    v.assign([1, 2])
except ValueError as e:
    print("ValueError:", e)
try:
    v.assign(tf.constant(1.0))
except ValueError as e:
    print("ValueError:", e)
try:
    tf.Variable()
except ValueError as e:
    print("ValueError:", e)
try:
    v.assign_add(tf.constant([1, 2]))
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e)
print(v)
