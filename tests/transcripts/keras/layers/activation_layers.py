# LeakyReLU, ReLU, ELU and Softmax as layers: Keras 3's docstring examples
# (the results their comments give) and the texts of bad arguments.
import keras
import numpy as np

x = np.array([-10, -5, 0.0, 5, 10])
print(keras.layers.LeakyReLU(negative_slope=0.5)(x))
print(keras.layers.ReLU(max_value=10, negative_slope=0.5, threshold=0)(x))
print(keras.layers.ReLU()(x))
print(keras.layers.ReLU(max_value=6)(x))
print(keras.layers.ReLU(threshold=5.0)(x))
print(keras.layers.LeakyReLU()(np.array([-10.0, 10.0])))
print(keras.layers.ELU(alpha=2.0)(np.array([0.0, 3.0])))
print([round(float(v), 4) for v in keras.layers.Softmax()(np.array([1.0, 2.0, 1.0]))])
print(keras.layers.Softmax()(np.array([[1.0, 2.0]]), mask=np.array([[True, False]])))
for make in (
    lambda: keras.layers.LeakyReLU(negative_slope=-1),
    lambda: keras.layers.ReLU(max_value=-1.0),
    lambda: keras.layers.ReLU(threshold=-1.0),
):
    try:
        make()
    except ValueError as e:
        print("ValueError:", e)
layer = keras.layers.LeakyReLU()
print(layer, layer.get_config()["negative_slope"])
