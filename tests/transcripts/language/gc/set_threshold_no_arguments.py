# set_threshold needs at least the first threshold.
import gc

gc.set_threshold()
