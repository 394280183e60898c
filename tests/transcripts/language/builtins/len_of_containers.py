print(len("hello"), len([1, 2]), len((1,)), len({"a": 1}), len({1, 2, 3}), len(range(10)))
try:
    len(5)
except TypeError as e:
    print("TypeError:", e)
