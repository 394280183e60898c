# mode: modern
# ord=1 sums the absolute values; ord=inf takes their maximum.
import tensorflow as tf
print(tf.norm([3., -4.], ord=1).numpy(), tf.norm([3., -4.], ord=float('inf')).numpy())
