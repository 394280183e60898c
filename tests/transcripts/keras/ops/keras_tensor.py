# mode: modern
# Keras 3 records keras.ops called on a functional model's symbolic inputs
# as nodes of the model; minitf's functional models are made of layers only,
# so an op given a KerasTensor says so (a Layer's call() can use the ops).
import keras
from keras import ops

inputs = keras.Input((3,))
for op in [lambda t: ops.matmul(t, ops.ones((3, 2))), lambda t: ops.relu(t), lambda t: ops.cast(t, "int32")]:
    try:
        op(inputs)
    except ValueError as e:
        print("ValueError:", e)
