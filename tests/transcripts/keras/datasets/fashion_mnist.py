# mode: modern
# keras.datasets.fashion_mnist.load_data() reads the files of Debian's
# dataset-fashion-mnist package (build.sh installs it): Keras' uint8 arrays,
# 60 000 training and 10 000 test images of 28 x 28 pixels. The expected
# values were read from the same files with CPython, gzip and numpy.
from tensorflow import keras

(x_train, y_train), (x_test, y_test) = keras.datasets.fashion_mnist.load_data()
print(x_train.shape, x_train.dtype, y_train.shape, y_train.dtype)
print(x_test.shape, x_test.dtype, y_test.shape, y_test.dtype)
print(y_train[:10], y_test[:10])
print(int(x_train[0].sum()), int(x_test[-1].sum()), x_train.max(), x_train.min())
print(x_train[0, 10, 10:16])
