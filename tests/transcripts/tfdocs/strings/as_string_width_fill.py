# mode: modern
# width and fill pad the text (fill '0' pads with zeros).
import tensorflow as tf
print(tf.strings.as_string([7, 42], width=4, fill='0').numpy())
