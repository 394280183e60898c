# The default action prints a warning on stderr as FILE:LINE: Category: text
# and the source line, once per location: a loop warns once, another line
# warns again.
import warnings

for i in range(3):
    warnings.warn("in a loop")
    print("iteration", i)
warnings.warn("in a loop")
warnings.warn(RuntimeWarning("an instance gives its own category"))
warnings.warn("explicit category", RuntimeWarning)
print("done")
