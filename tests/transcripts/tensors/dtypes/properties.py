import tensorflow as tf
print(tf.float32.is_floating, tf.int32.is_floating, tf.int32.is_integer, tf.bool.is_bool)
print(tf.uint8.is_unsigned, tf.int8.is_unsigned, tf.complex64.is_complex)
print(tf.float64.size, tf.int16.size, tf.complex128.size)
print(tf.complex64.real_dtype, tf.float32.base_dtype)
print(tf.double is tf.float64, tf.half == tf.float16)
print(tf.as_dtype("int32"), tf.as_dtype(float), tf.dtypes.int64)
