# An exception that refers to itself: the exception, its dict and its args.
import gc

gc.collect()
e = ValueError("bad")
e.me = e
del e
print(gc.collect())
