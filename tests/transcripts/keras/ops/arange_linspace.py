# mode: modern
# ops.arange's dtype is the result_type of its arguments (Python ints give
# int32, a float anywhere float32); ops.linspace is float32 for Python
# numbers, can leave out the endpoint, and gives the step with retstep.
from keras import ops

print(ops.arange(4))
print(ops.arange(1, 2, 0.25))
print(ops.arange(2.0))
print(ops.arange(0, 5, 2, dtype="float32"))
print(ops.linspace(0, 1, 5))
print(ops.linspace(0, 10, 4, endpoint=False))
values, step = ops.linspace(0.0, 1.0, 3, retstep=True)
print(values, step)
try:
    ops.linspace(0, 1, -1)
except ValueError as e:
    print("ValueError:", e)
