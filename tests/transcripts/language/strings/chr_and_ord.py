print(ord("A"), ord("a"), ord("0"))
print(chr(65), chr(97 + 25))
print("".join([chr(ord(c) + 1) for c in "HAL"]))
