def loud(value):
    print("evaluated", value)
    return value

print(False and loud(1))
print(True or loud(2))
print(True and loud(3))
print(False or loud(4))
