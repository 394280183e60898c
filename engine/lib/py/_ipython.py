# IPython, as far as a notebook's code uses it: IPython.display.
import _ipython_display as display  # noqa: F401 (the submodule, as an attribute)
