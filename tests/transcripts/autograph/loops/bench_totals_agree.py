import tensorflow as tf
def collatz_steps(n):
    steps = tf.constant(0)
    while n > 1:
        if tf.equal(n % 2, 0):
            n = n // 2
        else:
            n = 3 * n + 1
        steps = steps + 1
    return steps

graph_collatz = tf.function(collatz_steps)

def total(fn, count):
    s = 0
    for k in range(1, count):
        s += int(fn(tf.constant(k)).numpy())
    return s

print("totals", total(collatz_steps, 200), total(graph_collatz, 200))
