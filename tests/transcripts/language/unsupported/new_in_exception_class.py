# minitf-only
# minitf's exceptions are built in; an exception class may not define __new__.
class Quiet(Exception):
    def __new__(cls, *args):
        return super().__new__(cls, *args)
