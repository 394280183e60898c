# A generation outside 0..2 is a ValueError.
import gc

print(gc.collect(2))
gc.collect(3)
