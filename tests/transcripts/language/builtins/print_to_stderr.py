import sys
print("to stdout")
print("to stderr", file=sys.stderr)
print("done")
