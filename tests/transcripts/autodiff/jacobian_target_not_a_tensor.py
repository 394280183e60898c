# jacobian and batch_jacobian read the target's .shape first, as TF's do: a
# Python number, list or None is TF's AttributeError (found by fuzzing: it
# crashed the interpreter).
import tensorflow as tf

x = tf.constant([1.0, 2.0])
with tf.GradientTape(persistent=True) as g:
    g.watch(x)
    y = x * x
for target in [5, [1.0], None]:
    for method in (g.jacobian, g.batch_jacobian):
        try:
            method(target, x)
        except AttributeError as e:
            print("AttributeError:", e)
print(g.jacobian(y, x))
