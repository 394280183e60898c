print(str(12), str(1.5), str(None), str([1, "a"]), str())
print(repr(str("already")))
print(bool(0), bool(1), bool(""), bool("x"), bool([]), bool([0]), bool(None), bool())
