# Malformed: '0x' with no digits.
x = 0x
