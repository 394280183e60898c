def f():
    try:
        print("in try")
        return "returned value"
    finally:
        print("in finally")

print(f())
