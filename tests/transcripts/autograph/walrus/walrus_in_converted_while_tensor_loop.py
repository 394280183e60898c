# A tensor loop's condition cannot rebind loop variables: minitf says so
# rather than leak a tensor of the condition's graph.
import tensorflow as tf


@tf.function
def countdown(n):
    steps = 0
    while (n := n - 1) > 0:
        steps += 1
    return steps, n


print(countdown(tf.constant(4)))
