# A StopIteration raised inside a generator expression that sum() drains
# becomes RuntimeError (PEP 479), as when it is resumed item by item.
def stop(x):
    if x == 2:
        raise StopIteration
    return x

try:
    print(sum(stop(x) for x in range(5)))
except RuntimeError as e:
    print("RuntimeError:", e, "| cause:", type(e.__cause__).__name__)
