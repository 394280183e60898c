class Foo:
    pass

try:
    Foo().x
except AttributeError as e:
    print(e)
try:
    (5).nothing_here
except AttributeError as e:
    print(e)
try:
    "text".nothing_here
except AttributeError as e:
    print(e)
