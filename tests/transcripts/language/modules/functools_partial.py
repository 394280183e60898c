# functools.partial: frozen positional and keyword arguments, attributes,
# repr and flattening of a partial of a partial.
import functools


def power(base, exponent, scale=1):
    return scale * base ** exponent


square = functools.partial(power, exponent=2)
print(square(5), square(3, scale=10))
cube_of_two = functools.partial(power, 2)
print(cube_of_two(3), cube_of_two.args, cube_of_two.keywords, cube_of_two.func is power)
biggest = functools.partial(max, 10)
print(biggest(3, 4), biggest(30))
print(repr(biggest))
print(repr(functools.partial(max, 1, key=abs)))
nested = functools.partial(biggest, 20)
print(nested(), nested.args, nested.func is max)
int_from_binary = functools.partial(int, base=2)
print(int_from_binary('1011'))
try:
    functools.partial(5)
except TypeError as e:
    print('TypeError:', e)
