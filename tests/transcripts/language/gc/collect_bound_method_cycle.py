# An instance that stores one of its own bound methods is a cycle.
import gc


class Counter:
    def tick(self):
        return 1


gc.collect()
c = Counter()
c.callback = c.tick
del c
print(gc.collect())
