# Keras 3 predicts with a model that was never compiled; fit and evaluate
# still need compile().
import tensorflow as tf
from tensorflow import keras

keras.utils.set_random_seed(1)
model = keras.Sequential([keras.Input(shape=(3,)), keras.layers.Dense(2, kernel_initializer="ones")])
print(model.predict(tf.ones([4, 3]), verbose=0))
print(model.run_eagerly)
try:
    model.evaluate(tf.ones([4, 3]), tf.ones([4, 2]), verbose=0)
except ValueError as e:
    print("ValueError:", e)
