# mode: modern
# Booleans print as true and false.
import tensorflow as tf
print(tf.strings.as_string([True, False]).numpy())
