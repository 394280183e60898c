# The cause's traceback includes the frame that caught it, so `raise ... from`
# prints where the original error happened.
def check(text):
    if not text.isdigit():
        raise ValueError("not a number: " + repr(text))


def parse(text):
    try:
        check(text)
    except ValueError as e:
        raise RuntimeError("bad input") from e


parse("x1")
