# The thresholds are CPython's defaults; set_threshold changes the ones given.
import gc

print(gc.get_threshold())
gc.set_threshold(100)
print(gc.get_threshold())
gc.set_threshold(500, 5)
print(gc.get_threshold())
gc.set_threshold(700, 10, 10)
print(gc.get_threshold())
gc.collect()
print(gc.get_count())
print(gc.set_threshold(700))
