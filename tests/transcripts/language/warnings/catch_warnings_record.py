# catch_warnings(record=True) collects WarningMessage objects instead of
# printing, and restores the filters on exit.
import warnings

before = list(warnings.filters)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    warnings.warn("first")
    warnings.warn("second", RuntimeWarning)
    print(len(w), w[0].message, w[0].category, w[0].lineno, w[0].line, w[0].file, w[0].source)
    print(str(w[1]).replace(w[1].filename, "FILE"))
    print(type(w[0].message).__name__, issubclass(w[-1].category, Warning))
print(warnings.filters == before, warnings.filters[0])
print(warnings.catch_warnings(record=True), warnings.catch_warnings())
with warnings.catch_warnings(action="ignore"):
    warnings.warn("ignored inside")
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    warnings.warn("also ignored")
warnings.warn("shown after")
cm = warnings.catch_warnings()
with cm:
    try:
        with cm:
            pass
    except RuntimeError as e:
        print(e)
try:
    warnings.catch_warnings().__exit__(None, None, None)
except RuntimeError as e:
    print(e)
