# Malformed: a def at the very end of the file, with no body.
def f():
