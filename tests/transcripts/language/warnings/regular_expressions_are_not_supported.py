# minitf-only
# minitf has no re module: a filter pattern that needs one is refused with a
# clear error rather than matched differently.
import warnings

for pattern in ["[abc]+", "a|b", "x?", "(group)"]:
    try:
        warnings.filterwarnings("ignore", message=pattern)
    except ValueError as e:
        print(e)
