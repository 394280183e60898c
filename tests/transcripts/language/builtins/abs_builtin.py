print(abs(-5), abs(5), abs(-2.5), abs(0.0), abs(-0.0))
print(abs(True))
