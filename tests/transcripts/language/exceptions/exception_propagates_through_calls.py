def level3():
    raise IndexError("deep problem")

def level2():
    level3()
    print("not reached")

def level1():
    try:
        level2()
    except IndexError as e:
        print("handled in level1:", e)
    return "level1 done"

print(level1())
