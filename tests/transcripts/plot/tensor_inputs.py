# tf.Tensors, Variables, a Keras History's lists and ranges plot as np.asarray gives them.
import tensorflow as tf
import matplotlib.pyplot as plt

lines = plt.plot(tf.range(4), tf.Variable([1.0, 4.0, 9.0, 16.0]), "r--")
print(lines[0].get_xdata(), lines[0].get_ydata())
history = {"loss": [2.3, 1.2, 0.8], "accuracy": [0.4, 0.7, 0.8]}
line = plt.plot(history["loss"], label="loss")[0]
print(line.get_label(), line.get_color())
print(plt.gca().get_ylim())
plt.xticks(range(0, 3))
print(plt.xticks()[1])
