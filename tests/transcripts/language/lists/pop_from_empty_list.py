try:
    [].pop()
except IndexError as e:
    print("IndexError:", e)
