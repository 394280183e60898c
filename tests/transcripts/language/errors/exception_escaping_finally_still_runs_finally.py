try:
    print("working")
    raise KeyError("lost key")
finally:
    print("cleanup ran")
