import tensorflow as tf

@tf.function
def f(x):
    return [x, x + 1], (x * 2,), {"sq": x * x, "none": None}, None, 7, 2.5, "s"

r = f(tf.constant(3))
print(r[0])
print(r[1])
print(r[2]["sq"], r[2]["none"])
print(r[3], r[4], r[5], r[6])
