# mode: modern
# A sequence against an atom is a ValueError naming both and their shapes.
import tensorflow as tf
tf.nest.assert_same_structure((((1, 2), 3), 4, (5, 6)), ("spam", "eggs"))
