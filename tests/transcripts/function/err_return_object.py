import tensorflow as tf

class Box:
    pass

@tf.function
def f(x):
    return Box()

try:
    f(tf.constant(1))
except TypeError as e:
    text = str(e)
    print(text[:text.index(" in compilation")])
    print(text[text.index(", found"):])
