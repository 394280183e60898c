# mode: modern
# logsumexp of all -inf is -inf (the max is taken as 0).
import tensorflow as tf
print(tf.reduce_logsumexp([float('-inf'), float('-inf')]))
