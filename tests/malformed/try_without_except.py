# Malformed: try with neither except nor finally.
try:
    x = 1
print(x)
