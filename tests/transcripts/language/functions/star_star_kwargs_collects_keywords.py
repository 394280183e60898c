def show(**options):
    print(type(options))
    for key, value in options.items():
        print(key, "=", value)

show(color="red", size=3)
show()
