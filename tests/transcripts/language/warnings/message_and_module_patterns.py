# message= matches the start of the text, ignoring case; .* and escaped
# punctuation work as in regular expressions; module= matches the module's
# name (__main__ here), a final $ anchoring the end.
import warnings

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    warnings.filterwarnings("ignore", message=".*is deprecated")
    warnings.filterwarnings("ignore", message=r"version 1\.0 ")
    warnings.filterwarnings("ignore", message="exact$")
    warnings.filterwarnings("ignore", category=RuntimeWarning, module="__ma")
    for text in ["f is deprecated", "F IS DEPRECATED now", "version 1.0 gone", "version 1x0 gone",
                 "exact", "exact not", "deprecated"]:
        warnings.warn(text)
    warnings.warn("runtime", RuntimeWarning)
    warnings.filterwarnings("error", module="__main_$")
    warnings.warn("not raised")
    print([str(m.message) for m in w])
    print(warnings.filters[:2])
