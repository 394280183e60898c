# minitf-only
# An empty delimiter would make every position a placeholder; minitf refuses
# it with a clear error instead of copying CPython's regular-expression quirks.
import string


class Empty(string.Template):
    delimiter = ""


try:
    Empty("ab").substitute()
except ValueError as e:
    print(e)
