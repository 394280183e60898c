import tensorflow as tf
# 40 GB of float32: past the 1 GiB budget this run is given, so TF's OOM
# error comes before any memory is committed.
tf.zeros([100000, 100000])
