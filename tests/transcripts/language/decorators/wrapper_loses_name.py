def plain(func):
    def wrapper():
        return func()
    return wrapper

@plain
def original():
    return 1

print(original.__name__)
