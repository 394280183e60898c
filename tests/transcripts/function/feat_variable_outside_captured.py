import tensorflow as tf

counter = tf.Variable(0)

@tf.function
def tick():
    counter.assign_add(1)
    return counter.read_value()

for _ in range(3):
    print(tick().numpy())
print(counter.numpy(), tick.experimental_get_tracing_count())
