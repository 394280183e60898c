# mode: modern
# Keras 3's errors for the usual slips.
import tensorflow as tf

model = tf.keras.Sequential([tf.keras.layers.Dense(1)])
try:
    model.fit(tf.ones([4, 2]), tf.ones([4, 1]))
except ValueError as e:
    print(e)
for bad in ("nope", 3):
    try:
        model.compile(optimizer="sgd", loss=bad)
    except ValueError as e:
        print(e)
try:
    model.compile(optimizer="adagrad-ish", loss="mse")
except ValueError as e:
    print(e)
try:
    model.compile(optimizer="sgd", loss="mse", metrics=["f1-ish"])
except ValueError as e:
    print(e)
try:
    tf.keras.layers.Dense(2, units_typo=3)
except ValueError as e:
    print(e)
try:
    tf.keras.layers.Dense(0)
except ValueError as e:
    print(e)
model.compile(optimizer="sgd", loss="mse")
try:
    model.fit(tf.ones([64, 2]), tf.ones([32, 1]))
except ValueError as e:
    print(repr(str(e)))
