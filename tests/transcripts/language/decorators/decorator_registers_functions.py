handlers = {}

def register(name):
    def decorate(func):
        handlers[name] = func
        return func
    return decorate

@register("double")
def double(x):
    return 2 * x

@register("negate")
def negate(x):
    return -x

for name in handlers:
    print(name, handlers[name](5))
