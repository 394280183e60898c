# By default a DeprecationWarning is shown when the code it blames is in
# __main__; a PendingDeprecationWarning-style subclass follows its base.
import warnings


class MyDeprecation(DeprecationWarning):
    pass


warnings.warn("deprecated here", DeprecationWarning)
warnings.warn("subclass", MyDeprecation)
with warnings.catch_warnings(record=True) as w:
    warnings.warn("recorded", DeprecationWarning)
print(len(w))
