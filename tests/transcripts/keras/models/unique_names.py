# mode: modern
# Layer names are unique per base name, in snake case ("dense", "dense_1");
# a layer's weights have paths under its name. clear_session() restarts the
# count.
import tensorflow as tf

a = tf.keras.layers.Dense(2)
b = tf.keras.layers.Dense(2, name="head")
c = tf.keras.layers.Dense(2)
d = tf.keras.layers.MaxPooling2D()
print(a.name, b.name, c.name, d.name)
c.build((None, 3))
print([v.path for v in c.weights], [tuple(v.shape) for v in c.weights])
print(c.built, c.count_params())
tf.keras.backend.clear_session()
print(tf.keras.layers.Dense(1).name, tf.keras.Sequential().name)
