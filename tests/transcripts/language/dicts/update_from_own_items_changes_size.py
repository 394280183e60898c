# Updating a dict from a generator over its own items: the first new key
# changes its size, so the items iterator raises RuntimeError at the next step.
d = {1: "one"}
try:
    d.update((k + 1, v) for k, v in d.items())
except RuntimeError as e:
    print("RuntimeError:", e)
print(d)

d = {1: "one", 2: "two"}
d.update((k, v.upper()) for k, v in d.items())
print(d)
