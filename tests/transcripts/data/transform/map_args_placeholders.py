# mode: modern
import tensorflow as tf

# TF traces a dataset function over the element's components as *args: the
# placeholders are args_0, args_1, ... whatever the parameters are called.
def show(x):
    print(x)
    return x


tf.data.Dataset.range(3).map(show)


def pair(label, weight):
    print(label, weight)
    return label


tf.data.Dataset.from_tensor_slices(([1, 2], [0.5, 1.5])).map(pair)
