def make_pair():
    value = 0
    def get():
        return value
    def set_value(new):
        nonlocal value
        value = new
    return get, set_value

get, set_value = make_pair()
print(get())
set_value(42)
print(get())
