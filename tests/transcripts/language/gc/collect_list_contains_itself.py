# A list that contains itself is reclaimed by gc.collect().
import gc

gc.collect()
items = [1, 2]
items.append(items)
del items
print(gc.collect())
