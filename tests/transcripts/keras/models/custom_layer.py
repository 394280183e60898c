# mode: modern
# A Layer subclass creates its weights in build(input_shape), called on the
# first call with the input's shape. Keras 3 names a weight as add_weight was
# told, and its path puts it under the layer.
import tensorflow as tf


class Scale(tf.keras.layers.Layer):
    def build(self, input_shape):
        print("build", input_shape)
        self.w = self.add_weight(shape=(input_shape[-1],), initializer="ones", name="w")
        self.b = self.add_weight(shape=(), initializer=tf.keras.initializers.Constant(0.5),
                                 trainable=False, name="b")

    def call(self, x):
        return x * self.w + self.b


s = Scale()
print(s.name, s.built)
print(s(tf.constant([[1.0, 2.0]])))
print(s(tf.constant([[3.0, 4.0]])))
print([v.name for v in s.trainable_weights], [v.name for v in s.non_trainable_weights])
print([v.path for v in s.weights])
s.set_weights([tf.constant([2.0, 3.0]), tf.constant(0.0)])
print(s(tf.constant([[1.0, 1.0]])))
