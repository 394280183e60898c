# Hashing: TensorFlow's to_hash_bucket_fast (FarmHash Fingerprint64 modulo
# the bins) with Keras 3's docstring examples. TensorFlow's own frozen
# fingerprints: Fingerprint64("Hello") = 15404698994557526151 and
# Fingerprint64("World") = 18308117990299812472, shown here modulo 2^63 - 1.
import keras
import tensorflow as tf

print(tf.strings.to_hash_bucket_fast(["Hello", "World"], 2**63 - 1))
print(tf.strings.to_hash_bucket_fast(["Hello", "TensorFlow", "2.x"], 3))
layer = keras.layers.Hashing(num_bins=3)
print(layer([["A"], ["B"], ["C"], ["D"], ["E"]]))
layer = keras.layers.Hashing(num_bins=3, mask_value="")
print(layer([["A"], ["B"], [""], ["C"], ["D"]]))
print(keras.layers.Hashing(num_bins=3, output_mode="one_hot")([["A"], ["B"]]))
print(keras.layers.Hashing(num_bins=4).get_config()["dtype"])
for make in (lambda: keras.layers.Hashing(num_bins=0), lambda: keras.layers.Hashing(3, salt=133)):
    try:
        make()
    except (ValueError, NotImplementedError) as e:
        print(type(e).__name__ + ":", e)
