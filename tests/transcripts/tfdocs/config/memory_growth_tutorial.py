# mode: modern
# The tutorials' GPU memory-growth loop does nothing without a GPU.
import tensorflow as tf
gpus = tf.config.list_physical_devices('GPU')
if gpus:
    try:
        for gpu in gpus:
            tf.config.experimental.set_memory_growth(gpu, True)
    except RuntimeError as e:
        print(e)
print(len(gpus), "Physical GPUs")
