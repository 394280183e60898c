# keras.datasets: Keras downloads its data sets on first use, and minitf has no
# network; each load_data() says so. minitf.datasets (spirals, blobs) are the
# generated teaching data sets instead.
class _Dataset:
    def __init__(self, name):
        self._name = name

    def load_data(self, *args, **kwargs):
        raise RuntimeError("keras.datasets." + self._name + ".load_data() downloads its data, and minitf has no network. Use the generated teaching data sets instead: keras.datasets.make_spirals(...) or keras.datasets.make_blobs(...).")


mnist = _Dataset("mnist")
fashion_mnist = _Dataset("fashion_mnist")
cifar10 = _Dataset("cifar10")
cifar100 = _Dataset("cifar100")
imdb = _Dataset("imdb")
reuters = _Dataset("reuters")
boston_housing = _Dataset("boston_housing")
california_housing = _Dataset("california_housing")
