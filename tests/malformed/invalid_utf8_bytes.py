# Malformed: bytes 0xff 0xfe are not UTF-8.
x = "ÿþ"
print(x)
