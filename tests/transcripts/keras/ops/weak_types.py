# mode: modern
# Keras' result_type treats Python ints and floats as weak types: a Python
# number takes the dtype of the tensor it meets (int8 stays int8), an int
# tensor meeting a float number becomes floatx (float32), two Python numbers
# give int32 or float32. A Python bool is a strong bool.
from keras import ops

i8 = ops.cast([1, 2], "int8")
print(ops.add(i8, 1))
print(ops.multiply(i8, 3))
print(ops.add(i8, 1.5))
print(ops.subtract(ops.cast([1.0], "float16"), 1.0))
print(ops.add(ops.cast([1.0], "float64"), 1))
print(ops.add(1, 2))
print(ops.add(1, 2.0))
print(ops.add(True, 2))
print(ops.maximum(ops.convert_to_tensor([1, 5]), 2.5))
print(ops.minimum(i8, 1))
