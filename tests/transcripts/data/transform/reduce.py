# mode: modern
import tensorflow as tf
import numpy as np
# reduce folds the elements into a state.
print(tf.data.Dataset.range(5).reduce(np.int64(0), lambda x, _: x + 1).numpy())
print(tf.data.Dataset.range(5).reduce(np.int64(0), lambda x, y: x + y).numpy())
