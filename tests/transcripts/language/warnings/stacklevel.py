# stacklevel=2 blames the caller of the function that warns; a level past the
# outermost frame blames "sys", line 1.
import warnings


def old_api():
    warnings.warn("old_api() is deprecated", DeprecationWarning, stacklevel=2)


def helper():
    warnings.warn("from the helper itself")


old_api()
old_api()
helper()
warnings.warn("too far out", stacklevel=9)
warnings.warn("zero blames the caller too", stacklevel=0)
try:
    warnings.warn("s", stacklevel="x")
except TypeError as e:
    print(e)
