import tensorflow as tf
x = tf.constant(1)
try:
    len(x)
except TypeError as e:
    print("TypeError:", e)
try:
    for _ in x:
        pass
except TypeError as e:
    print("TypeError:", e)
try:
    bool(tf.constant([1, 2]))
except ValueError as e:
    print("ValueError:", e)
try:
    int(tf.constant([1, 2]))
except TypeError as e:
    print("TypeError:", e)
try:
    x.name
except AttributeError as e:
    print("AttributeError:", e)
