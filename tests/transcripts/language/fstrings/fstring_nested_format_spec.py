width = 8
digits = 2
value = 3.14159
print(f"[{value:{width}.{digits}f}]")
print(f"[{'x':>{width}}]")
