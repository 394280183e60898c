# warn and the filter functions check their arguments as CPython does.
import warnings

for bad in [
    lambda: warnings.simplefilter("nope"),
    lambda: warnings.simplefilter("ignore", lineno=-1),
    lambda: warnings.warn("x", 5),
    lambda: warnings.warn("x", int),
    lambda: warnings.filterwarnings("ignore", category=5),
    lambda: warnings.filterwarnings("ignore", category=int),
    lambda: warnings.filterwarnings("ignore", message=5),
    lambda: warnings.filterwarnings("ignore", module=5),
]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
