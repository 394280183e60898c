print(f"{255:x} {255:X} {255:#x}")
print(f"{5:b} {5:#b} {5:08b} {5:#010b}")
print(f"{8:o} {8:#o}")
print(f"{-255:x}")
