# Products big enough for the BLAS path (64*64*64 multiply-adds and more),
# checked entry by entry against a pure-Python product. Entries are small
# integers, so every dtype computes them exactly whatever the summation order.
import tensorflow as tf


def pymatmul(a, b):
    n, k, m = len(a), len(b), len(b[0])
    return [[sum(a[i][p] * b[p][j] for p in range(k)) for j in range(m)] for i in range(n)]


def table(rows, cols, mod, shift):
    return [[(r * cols + c + shift) % mod - mod // 2 for c in range(cols)] for r in range(rows)]


def transpose(m):
    return [list(col) for col in zip(*m)]


a = table(96, 80, 7, 0)
b = table(80, 72, 5, 3)
want = pymatmul(a, b)
for dtype in (tf.float32, tf.float64, tf.int32, tf.complex64, tf.complex128):
    ta = tf.constant(a, dtype=dtype)
    tb = tf.constant(b, dtype=dtype)
    plain = tf.matmul(ta, tb)
    both = tf.matmul(tf.transpose(ta), tf.transpose(tb), transpose_a=True, transpose_b=True)
    at = tf.matmul(tf.constant(transpose(a), dtype=dtype), tb, transpose_a=True)
    bt = tf.matmul(ta, tf.constant(transpose(b), dtype=dtype), transpose_b=True)
    got = [tf.cast(x, tf.int32).numpy().tolist() for x in (plain, both, at, bt)]
    print(dtype.name, plain.shape, [g == want for g in got])
print(sum(map(sum, want)), want[0][:6], want[95][-3:])
