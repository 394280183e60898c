import sys
print(sys.argv)
print(len(sys.argv))
print(sys.argv[1:])
