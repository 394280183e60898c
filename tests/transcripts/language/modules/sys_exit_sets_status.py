import sys
print("exiting with 3")
sys.exit(3)
print("not reached")
