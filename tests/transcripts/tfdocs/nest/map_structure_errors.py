# mode: modern
# map_structure's argument errors.
import tensorflow as tf
for args, kwargs in [(("bad", [1]), {}), ((len,), {}), ((len, [1]), {"foo": 1})]:
    try:
        tf.nest.map_structure(*args, **kwargs)
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ": " + str(e))
