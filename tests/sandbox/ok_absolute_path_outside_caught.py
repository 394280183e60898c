# An absolute path to the folder above is refused like a relative one; the
# error is CPython's PermissionError with errno EPERM and the filename.
import os
target = os.path.join(os.path.dirname(os.getcwd()), 'escaped.txt')
try:
    open(target, 'w')
except PermissionError as e:
    print(type(e).__name__, e.args, e.filename == target)
inside = os.path.join(os.getcwd(), 'sub', 'ok.txt')
with open(inside, 'w') as f:
    print(f.write('fine'))
print(open(inside).read())
