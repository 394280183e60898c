# Past any machine's memory budget: TF's ResourceExhaustedError, not an OOM kill.
import tensorflow as tf
tf.zeros([1000000, 1000000])
