# The generation must be an integer.
import gc

gc.collect(generation=1.5)
