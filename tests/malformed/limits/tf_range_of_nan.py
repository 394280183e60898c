# A NaN limit: TF's InvalidArgumentError, not an undefined cast to int64.
import tensorflow as tf
tf.range(float('nan'))
