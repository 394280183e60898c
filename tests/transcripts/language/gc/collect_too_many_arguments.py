# collect() takes at most one argument.
import gc

gc.collect(0, 1)
