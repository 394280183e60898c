# random.random() inside a traced body: frozen like any Python value.
import random
import tensorflow as tf

random.seed(0)

@tf.function
def noisy(x):
    return x + random.random()

print(noisy(tf.constant(1.0)).numpy() == noisy(tf.constant(1.0)).numpy())
