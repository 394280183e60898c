print(hash(1) == hash(1.0))
print(hash(True) == hash(1))
print(hash(0) == hash(0.0) == hash(False))
