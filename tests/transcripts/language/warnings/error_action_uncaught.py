# Under the "error" action an uncaught warning ends the program like any
# exception.
import warnings

warnings.simplefilter("error")
print("before")
warnings.warn("bad thing", RuntimeWarning)
print("never printed")
