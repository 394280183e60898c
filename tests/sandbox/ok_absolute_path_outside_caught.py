# An absolute path to the folder above is refused like a relative one; the
# error is CPython's PermissionError with errno EPERM and the filename.
import os
target = os.path.join(os.path.dirname(os.getcwd()), 'escaped.txt')
try:
    open(target, 'w')
except PermissionError as e:
    print(type(e).__name__, e.args[0], e.args[1], e.args[2] == target)
inside = os.path.join(os.getcwd(), 'sub', 'ok.txt')
with open(inside, 'w') as f:
    print(f.write('fine'))
print(open(inside).read())
