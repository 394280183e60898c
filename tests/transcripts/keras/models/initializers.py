# mode: modern
# Initializers: glorot_uniform draws from [-limit, limit] with
# limit = sqrt(6 / (fan_in + fan_out)); set_random_seed makes a model's
# first weights the same on every run.
import math
import tensorflow as tf
from tensorflow import keras


def first_weights():
    keras.utils.set_random_seed(7)
    model = keras.Sequential([keras.Input(shape=(30,)), keras.layers.Dense(20)])
    return model.get_weights()


a = first_weights()
b = first_weights()
print(a[0].tolist() == b[0].tolist(), a[1].tolist())
limit = math.sqrt(6 / (30 + 20))
kernel = a[0].flatten().tolist()
print(max(kernel) <= limit, min(kernel) >= -limit, max(kernel) > limit / 2, min(kernel) < -limit / 2)

init = keras.initializers.Constant(0.25)
print(init((2, 2)))
print(keras.initializers.Ones()((3,), dtype="int32"))
print(keras.initializers.Zeros()((1, 2)))
normal = keras.initializers.RandomNormal(mean=5.0, stddev=0.01, seed=1)((1000,))
print(abs(float(tf.reduce_mean(normal)) - 5.0) < 0.01)
layer = keras.layers.Dense(2, kernel_initializer="ones", bias_initializer=keras.initializers.Constant(-1.0))
print(layer(tf.constant([[1.0, 2.0]])))
