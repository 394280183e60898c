# traceback.format_exc and format_exception give the text the interpreter
# prints for an uncaught exception, chained exceptions included (written to
# stderr, where the test runner shortens the script's path).
import sys
import traceback


def inner(n):
    raise ZeroDivisionError('no ' + str(n))


def outer():
    inner(0)


try:
    outer()
except ZeroDivisionError:
    text = traceback.format_exc()
print(text, end='', file=sys.stderr)
print(traceback.format_exc(), end='', file=sys.stderr)
try:
    try:
        raise KeyError('missing')
    except KeyError as e:
        raise ValueError('bad value') from e
except ValueError as err:
    lines = traceback.format_exception(err)
    print(''.join(lines), end='', file=sys.stderr)
    print(traceback.format_exception_only(err))
    print(lines[0], end='')
    print(lines[-1], end='')
    print(len(lines))
try:
    try:
        outer()
    except ZeroDivisionError:
        raise TypeError('while handling')
except TypeError as err:
    print(''.join(traceback.format_exception(type(err), err, err.__traceback__)), end='', file=sys.stderr)
