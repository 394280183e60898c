def repeat(times):
    def decorate(func):
        def wrapper(*args, **kwargs):
            results = []
            for _ in range(times):
                results.append(func(*args, **kwargs))
            return results
        return wrapper
    return decorate

@repeat(3)
def ping(name, end="."):
    return "ping " + name + end

print(ping("a"))
print(ping("b", end="!"))
