# Malformed: C's ternary operator.
x = 1 ? 2 : 3
