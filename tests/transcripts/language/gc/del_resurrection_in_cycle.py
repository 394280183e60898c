# A cycle whose __del__ resurrects it is not collected; once released again
# it is collected without a second __del__.
import gc


class Phoenix:
    saved = []

    def __del__(self):
        print("__del__ runs")
        Phoenix.saved.append(self)


gc.collect()
p = Phoenix()
p.me = p
del p
print(gc.collect(), len(Phoenix.saved))
Phoenix.saved.clear()
print(gc.collect())
