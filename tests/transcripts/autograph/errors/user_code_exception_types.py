# mode: modern
# Which type the "in user code:" error has (AutoGraph's error_utils): the
# raised type when its constructor takes the message, MultilineMessageKeyError
# (a KeyError) for a KeyError, StagingError for any other constructor.
import tensorflow as tf

class PlainError(Exception):
    pass

class CodedError(Exception):
    def __init__(self, code):
        super().__init__("code %d" % code)

@tf.function
def plain(x):
    raise PlainError("bad input")

@tf.function
def coded(x):
    raise CodedError(3)

@tf.function
def lookup(x):
    d = {"a": 1}
    return x + d["b"]

for fn in (plain, coded, lookup):
    try:
        fn(tf.constant(1))
    except Exception as e:
        print(type(e).__name__, isinstance(e, KeyError))
        print(str(e))
