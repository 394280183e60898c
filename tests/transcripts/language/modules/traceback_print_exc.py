# traceback.print_exc and print_exception write the traceback to stderr (or
# a file), and sys.exc_info names the exception being handled.
import sys
import traceback

print(sys.exc_info())


def fail():
    raise RuntimeError('boom')


try:
    fail()
except RuntimeError:
    kind, value, tb = sys.exc_info()
    print(kind, repr(value), tb is not None)
    traceback.print_exc()
    traceback.print_exc(file=sys.stderr)
try:
    fail()
except RuntimeError as e:
    traceback.print_exception(e)
print(sys.exc_info())
print('done')
