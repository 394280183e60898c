import numpy as np

a = np.array([1.0, 2.0])
b = a
b += 1
print(a, a is b)
params = [np.zeros(2), np.ones((2, 2))]
grads = [np.array([1.0, 2.0]), np.full((2, 2), 0.5)]
for p, g in zip(params, grads):
    p -= 0.1 * g
print(params)
m = np.arange(6).reshape(2, 3)
m *= 2
m[0] += 100
m[:, 1] //= 3
print(m)
x = np.array([1.5, 2.5])
x /= 2
x **= 2
print(x)
u = np.array([250, 5], dtype=np.uint8)
u += 10
print(u, u.dtype)
f = np.ones(3, dtype=np.float32)
f += np.array([1.0, 2.0, 3.0])
print(f, f.dtype)
s = np.float64(1.5)
t = s
s += 1
print(s, t)


def add_float_to_ints():
    c = np.array([1, 2])
    c += 1.5


def divide_ints():
    c = np.array([1, 2])
    c /= 2


def broadcast_into_smaller():
    d = np.zeros(3)
    d += np.ones((2, 3))


for bad in [add_float_to_ints, divide_ints, broadcast_into_smaller]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
