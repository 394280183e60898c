# mode: modern
# Modern TF binds a tf.function call to the Python signature itself
# (inspect.Signature.bind) and raises its "Binding inputs to tf.function `f`
# failed" TypeError; the signature shows every default as TF's
# CAPTURED_DEFAULT_VALUE object, whose address is masked here.
import tensorflow as tf

def masked(e):
    text, out = str(e), ""
    while "<object object at 0x" in text:
        head, tail = text.split("<object object at 0x", 1)
        out += head + "<object object at 0x...>"
        text = tail.split(">", 1)[1]
    return out + text

@tf.function
def f(x, y=1):
    return x

@tf.function
def k(a, *rest, scale=2, **opts):
    return a

calls = [(f, (), {}), (f, (1, 2, 3), {}), (f, (1,), {"z": 2}), (f, (1,), {"x": 2}),
         (k, (), {})]
for fn, args, kwargs in calls:
    try:
        fn(*args, **kwargs)
    except TypeError as e:
        print(masked(e))
print(k(1, 2, 3, scale=1, extra=5))
