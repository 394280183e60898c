# A threshold must fit in a C int.
import gc

gc.set_threshold(2**31)
