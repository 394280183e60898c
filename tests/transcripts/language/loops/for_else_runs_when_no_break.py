for n in [2, 4, 6]:
    if n % 2:
        print("found odd")
        break
else:
    print("no odd numbers")
