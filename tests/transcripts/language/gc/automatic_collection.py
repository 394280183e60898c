# Allocations past the first threshold collect automatically; gc.disable()
# stops that and gc.enable() restores it.
import gc

print(gc.isenabled())
gc.disable()
print(gc.isenabled())
for i in range(2000):
    items = []
    items.append(items)
print(gc.get_count()[0] > gc.get_threshold()[0])
gc.enable()
print(gc.isenabled())
for i in range(2000):
    items = []
    items.append(items)
print(gc.get_count()[0] <= gc.get_threshold()[0])
