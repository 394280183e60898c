# gc.collect(0) collects the youngest generation, where new cycles are.
import gc

gc.collect()
items = []
items.append(items)
del items
print(gc.collect(0))
print(gc.collect(1))
