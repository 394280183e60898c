n = 5
print(f"{{}} {n}")
print(f"{{n}} = {n}")
print(f"{{{n}}}")
