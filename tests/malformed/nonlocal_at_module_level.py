# Malformed: nonlocal needs an enclosing function.
nonlocal x
x = 1
