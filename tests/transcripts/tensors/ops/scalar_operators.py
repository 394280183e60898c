# Operators on 0-d tensors take a fast path; these show it gives exactly
# what TF gives (the same op, dtype and bits) and leaves errors to the full path.
import tensorflow as tf

a = tf.constant(1.5)
b = tf.constant(0.25)
acc = tf.constant(0.0)
for _ in range(3):
    acc = acc + a * b
print(acc)
print(a - b, a * 2, 2 * a, 3 - a, a + 1, a ** 2)
print(a < b, a >= 1.5, 1 < a, 2 > a, a > 1.5)

n = tf.constant(7)
print(n // 2, n % 2, 3 * n + 1, n ** 2, -7 // n, -3 % n)
print(n > 1, 1 < n, n <= 7, n >= 8)
print(n / tf.constant(2), tf.constant(7.0) / tf.constant(2.0))
print(tf.constant(1, dtype=tf.int64) + 2 ** 40, tf.constant(2.0, dtype=tf.float64) * 3)

# int32 wraps on overflow, as TF's kernels do.
big = tf.constant(2147483647)
print(big + 1, big * 2, -big - 2)

# Python values convert as convert_to_tensor does: True is 1, 1.5 does not fit int32.
print(n + True)
try:
    n + 1.5
except TypeError as e:
    print("TypeError:", e)
try:
    1.5 * n
except TypeError as e:
    print("TypeError:", e)

# Errors come from the kernel, with TF's op name and scope.
for f in (lambda: n // 0, lambda: n % 0, lambda: n ** -1, lambda: a + tf.constant(1.0, tf.float64)):
    try:
        f()
    except tf.errors.InvalidArgumentError as e:
        print(type(e).__name__, e)

# Division by zero in floats is inf and nan, as in TF.
z = tf.constant(0.0)
print(a / z, z / z, n / tf.constant(0))
nan = z / z
print(nan < 1.0, nan > 1.0, nan <= nan)

# While tracing, operators build graph nodes instead.
@tf.function
def f(x):
    y = x * 2 + 1
    print(y)
    return y
print(f(tf.constant(3)))
