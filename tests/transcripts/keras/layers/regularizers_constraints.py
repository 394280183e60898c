# keras.regularizers feed a layer's `losses` (and the loss fit minimizes);
# keras.constraints project a weight after each optimizer step. Values by
# Keras 3's formulas.
import keras
import numpy as np
import tensorflow as tf

w = tf.constant([[1.0, -2.0], [3.0, -4.0]])
print(keras.regularizers.L1(0.1)(w))  # 0.1 * 10
print(keras.regularizers.L2(0.01)(w))  # 0.01 * 30
print(keras.regularizers.L1L2(l1=0.1, l2=0.01)(w))  # 1 + 0.3
print(keras.regularizers.L2(0.01).get_config(), keras.regularizers.L1L2().get_config())
# Rows (1, 0) and (0, 1) are orthogonal; (1, 0) and (1, 0) are not.
print(keras.regularizers.OrthogonalRegularizer(factor=1.0)(tf.constant([[1.0, 0.0], [0.0, 1.0]])))
print(keras.regularizers.OrthogonalRegularizer(factor=1.0)(tf.constant([[2.0, 0.0], [3.0, 0.0]])))
print(keras.regularizers.get("l2").get_config())
for make in (lambda: keras.regularizers.L2(-1), lambda: keras.regularizers.OrthogonalRegularizer(mode="diag")):
    try:
        make()
    except ValueError as e:
        print("ValueError:", e)

dense = keras.layers.Dense(
    2, kernel_initializer="ones", kernel_regularizer=keras.regularizers.L2(0.5)
)
dense(tf.ones((1, 3)))
print(dense.losses)  # 0.5 * 6 ones
print(dense.get_config()["kernel_regularizer"])

# Columns of norm 5 and 1 (axis 0): MaxNorm(2) scales the first to 2.
w = tf.constant([[3.0, 0.0], [4.0, 1.0]])
print(keras.constraints.MaxNorm(2.0)(w))
print(keras.constraints.NonNeg()(tf.constant([-1.0, 2.0])))
print(keras.constraints.UnitNorm()(w))
print(keras.constraints.MinMaxNorm(min_value=2.0, max_value=3.0)(w))
print(keras.constraints.MaxNorm().get_config(), keras.constraints.get("non_neg").get_config())

# fit: the constraint holds after every step; the logged loss includes the penalty.
model = keras.Sequential(
    [
        keras.Input((2,)),
        keras.layers.Dense(
            1,
            kernel_initializer="zeros",
            use_bias=False,
            kernel_constraint=keras.constraints.NonNeg(),
            kernel_regularizer=keras.regularizers.L1(1.0),
        ),
    ]
)
model.compile(optimizer=keras.optimizers.SGD(0.1), loss="mse")
x = np.array([[1.0, 0.0]])
y = np.array([[-1.0]])
history = model.fit(x, y, epochs=1, verbose=0)
# Zero kernel: mse 1; the step pushes the kernel negative, NonNeg clips to 0.
print(history.history["loss"], model.layers[0].kernel.numpy().tolist())
