# mode: modern
# An optimizer's slot variables are made by its first apply_gradients: inside
# a tf.function step that is the first trace, and a retrace (a new input
# shape) makes none. An optimizer made inside the step would make variables
# on every trace: TF's error.
import tensorflow as tf

w = tf.Variable([1.0, 2.0])
opt = tf.keras.optimizers.SGD(0.1, momentum=0.9)
print(opt.built, len(opt.variables))


@tf.function
def step(x):
    with tf.GradientTape() as tape:
        loss = tf.reduce_sum(w * x)
    grads = tape.gradient(loss, [w])
    opt.apply_gradients(zip(grads, [w]))
    return loss


step(tf.constant([1.0, 1.0]))
print(opt.built, len(opt.variables))
step(tf.constant([[1.0, 1.0]]))
print(len(opt.variables), int(opt.iterations))


@tf.function
def bad_step(x):
    o = tf.keras.optimizers.SGD(0.1)
    o.apply_gradients([(x, w)])


bad_step(tf.constant([1.0, 1.0]))
