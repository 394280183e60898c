import sys
print("normal output")
sys.stderr.write("warning: something odd\n")
