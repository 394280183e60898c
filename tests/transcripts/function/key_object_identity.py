import tensorflow as tf

class Config:
    def __init__(self, scale):
        self.scale = scale

@tf.function
def apply(cfg, x):
    print("tracing with scale", cfg.scale)
    return x * cfg.scale

c = Config(2.0)
print(apply(c, tf.constant(1.0)))
c.scale = 10.0  # the same object: no retrace, the old scale stays in the graph
print(apply(c, tf.constant(1.0)))
d = Config(10.0)  # another object: a new trace
print(apply(d, tf.constant(1.0)))
print(apply.experimental_get_tracing_count())
