# mode: modern
# Different lengths: a ValueError.
import tensorflow as tf
tf.nest.map_structure(lambda x, y: None, (3, 4), (3, 4, 5))
