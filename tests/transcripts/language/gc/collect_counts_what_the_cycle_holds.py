# Everything only a garbage cycle holds is unreachable too, and counted.
import gc

gc.collect()
rows = [list(range(3)) for _ in range(3)]
rows.append(rows)
del rows
print(gc.collect())
