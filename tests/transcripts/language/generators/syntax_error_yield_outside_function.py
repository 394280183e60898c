print("never printed")
x = yield 1
