# mode: modern
# A frozen layer's weights move to non_trainable_weights: the summary counts
# them apart, and fit leaves them alone.
import tensorflow as tf
from tensorflow import keras

model = keras.Sequential([
    keras.Input(shape=(3,)),
    keras.layers.Dense(4, name="base"),
    keras.layers.Dense(1, name="head"),
])
model.get_layer("base").trainable = False
print([v.path for v in model.trainable_variables], [v.path for v in model.non_trainable_variables])
model.summary()
before = model.get_layer("base").get_weights()[0].tolist()
model.compile(optimizer=keras.optimizers.SGD(0.1), loss="mse")
model.fit(tf.ones([4, 3]), tf.ones([4, 1]), verbose=0)
print(model.get_layer("base").get_weights()[0].tolist() == before)
print(model.input_shape, model.output_shape)
