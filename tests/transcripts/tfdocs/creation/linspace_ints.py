# mode: modern
# Integer bounds give float64 values (the step is a true division).
import tensorflow as tf
print(tf.linspace(0, 1, 3))
