# A function decorated with functools.wraps keeps its name under tf.function:
# the wrapper runs at trace time only, and the Function is named after the
# wrapped function.
import functools
import tensorflow as tf


def logged(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        print('tracing', func.__name__)
        return func(*args, **kwargs)
    return wrapper


@tf.function
@logged
def double(x):
    """Doubles x."""
    return x * 2


print(double(tf.constant(3)))
print(double(tf.constant(4)))
print(double.__name__)
print(double.python_function.__wrapped__.__name__)
