import tensorflow as tf
for d in [tf.float16, tf.float32, tf.float64, tf.int8, tf.int16, tf.int32, tf.int64,
          tf.uint8, tf.uint16, tf.bool, tf.string, tf.complex64, tf.complex128]:
    print(d, repr(d), d.name)
