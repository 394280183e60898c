import tensorflow as tf
# NaN compares false with everything, so TF's start <= limit check fails.
tf.range(float('nan'))
