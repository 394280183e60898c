try:
    line = input()
except EOFError as e:
    print("EOFError:", e)
