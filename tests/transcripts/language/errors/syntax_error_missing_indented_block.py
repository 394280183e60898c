def f():
print("body")
