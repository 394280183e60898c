# A dict that holds itself as a value is reclaimed by gc.collect().
import gc

gc.collect()
d = {}
d["self"] = d
del d
print(gc.collect())
