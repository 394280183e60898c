# An object that __del__ stores somewhere lives on (it is resurrected), and
# its __del__ does not run a second time when it is finally freed (PEP 442).
class Phoenix:
    saved = []

    def __del__(self):
        print("__del__ runs")
        Phoenix.saved.append(self)


p = Phoenix()
del p
print(len(Phoenix.saved), type(Phoenix.saved[0]).__name__)
Phoenix.saved.clear()
print("cleared")
