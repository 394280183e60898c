# A `:=` in a converted `while` condition over Python values rebinds the
# variable each time the condition runs (the loop is unrolled while tracing).
import tensorflow as tf


@tf.function
def countdown(n):
    steps = 0
    while (n := n - 1) > 0:
        steps += 1
    return steps, n


print(countdown(5))
