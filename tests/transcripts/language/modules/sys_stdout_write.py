import sys
sys.stdout.write("no newline added")
sys.stdout.write("\n")
count = sys.stdout.write("abc\n")
print(count)
