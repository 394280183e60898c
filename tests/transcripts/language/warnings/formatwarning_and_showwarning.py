# formatwarning returns the printed form; replacing showwarning intercepts
# every warning shown.
import warnings

print(repr(warnings.formatwarning("msg", UserWarning, "nofile.py", 3)))
print(repr(warnings.formatwarning("msg", UserWarning, "nofile.py", 3, "  the line  ")))
seen = []


def keep(message, category, filename, lineno, file=None, line=None):
    seen.append((str(message), category.__name__, lineno))


warnings.showwarning = keep
warnings.warn("intercepted")
print(seen)
