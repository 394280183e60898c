# mode: modern
# keras.utils.Progbar on its own: values are averaged over the steps they were
# reported for, unless named stateful; the final update shows them as given.
import os
os.environ["MINITF_KERAS_FROZEN_CLOCK"] = "1"
from tensorflow import keras

bar = keras.utils.Progbar(4, verbose=2)
bar.update(1, [("loss", 4.0)])
bar.update(3, [("loss", 2.0)])
bar.update(4, [("loss", 1.0)])
bar = keras.utils.Progbar(4, verbose=1, stateful_metrics=["acc"])
bar.update(4, [("loss", 0.5), ("acc", 0.75)])
print(bar._values)
bar = keras.utils.Progbar(3, verbose=1, interval=-1.0)
bar.update(1, [("loss", 3.0)])
bar.update(2, [("loss", 1.0)])
print(bar._values)
try:
    keras.utils.Progbar(1, stateful_metrics=[], stateless_metrics=[])
except ValueError as e:
    print(e)
