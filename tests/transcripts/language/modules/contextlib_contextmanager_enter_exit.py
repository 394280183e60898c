# @contextmanager: the code before the yield is __enter__, the code after it __exit__.
from contextlib import contextmanager

@contextmanager
def tag(name):
    print("<" + name + ">")
    yield name.upper()
    print("</" + name + ">")

with tag("b") as t:
    print("inside", t)
