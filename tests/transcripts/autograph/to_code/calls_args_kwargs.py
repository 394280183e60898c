import tensorflow as tf
def f(x, *args, **kw):
  """Docstring stays first."""
  y = g(x, 1, *args, scale=2, **kw)
  z = [v * 2 for v in args if v]
  return (y if z else -y), f"{x!r:>4}", lambda a, b=1: a + b
print(tf.autograph.to_code(f), end='')
