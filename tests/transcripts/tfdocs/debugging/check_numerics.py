# mode: modern
# check_numerics passes finite tensors through and names NaN and Inf.
import tensorflow as tf
print(tf.debugging.check_numerics(tf.constant([1.0, 2.0]), "fine"))
for v in ([1.0, float("nan")], [float("inf"), 1.0], [float("inf"), float("nan")]):
    try:
        tf.debugging.check_numerics(tf.constant(v), "checking")
    except tf.errors.InvalidArgumentError as e:
        print(e)
try:
    tf.debugging.assert_all_finite(tf.constant([0.0]) / 0.0, "division")
except tf.errors.InvalidArgumentError as e:
    print(e)
