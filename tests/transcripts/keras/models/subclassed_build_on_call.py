# mode: modern
# A subclassed model's layers are built on the first call, from its input.
import tensorflow as tf


class MLP(tf.keras.Model):
    def __init__(self):
        super().__init__()
        self.hidden = tf.keras.layers.Dense(5, activation="relu")
        self.out = tf.keras.layers.Dense(2)

    def call(self, x):
        return self.out(self.hidden(x))


model = MLP()
print(model.name, model.built, len(model.weights))
y = model(tf.ones([3, 4]))
print(y.shape, len(model.weights))
print([v.path for v in model.trainable_variables])
print([w.shape for w in model.get_weights()])
model.set_weights([w * 0 for w in model.get_weights()])
print(model(tf.ones([1, 4])))
