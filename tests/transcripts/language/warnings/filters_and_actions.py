# simplefilter and filterwarnings insert filters at the front (append=True at
# the end); the first match decides: ignore, error, always, default, once.
import warnings

print(warnings.filters[:2])
warnings.simplefilter("ignore")
warnings.warn("not shown")
warnings.simplefilter("error", UserWarning)
try:
    warnings.warn("raised")
except UserWarning as e:
    print("caught", repr(e))
warnings.warn("a runtime warning is still ignored", RuntimeWarning)
warnings.resetwarnings()
print(warnings.filters)
warnings.simplefilter("always")
for i in range(2):
    warnings.warn("always shown")
warnings.filterwarnings("ignore", message="spam", category=UserWarning)
warnings.filterwarnings("once", message="eggs")
print(warnings.filters)
warnings.warn("Spam and ham")
warnings.warn("eggs")
warnings.warn("eggs")
warnings.warn("ham")
warnings.simplefilter("default", lineno=5, append=True)
print(warnings.filters[-1])
