# mode: modern
# The library's own Python (tf.keras, tf.data) is not the learner's code: the
# optimizer's loop over its variables and fit's traced step make no notes,
# while an unrolled loop of the learner's own in the same step still does.
import tensorflow as tf
from tensorflow import keras

keras.utils.set_random_seed(0)
model = keras.Sequential([keras.Input((2,)), keras.layers.Dense(4), keras.layers.Dense(1)])
opt = keras.optimizers.Adam(0.01)
loss_fn = keras.losses.MeanSquaredError()
x = tf.ones([8, 2])
y = tf.zeros([8, 1])


@tf.function
def step(x, y):
    with tf.GradientTape() as tape:
        loss = loss_fn(y, model(x))
    variables = model.trainable_variables
    opt.apply_gradients(zip(tape.gradient(loss, variables), variables))
    return loss


step(x, y)


@tf.function
def step_with_own_loop(x, y):
    total = tf.constant(0.0)
    for i in range(60):
        total = total + tf.reduce_sum(x) * 2.0 + 1.0
    return total


step_with_own_loop(x, y)
print("done")
