# A range longer than sys.maxsize slices, indexes and reverses exactly, as in
# CPython: only its len() overflows a C ssize_t.
wide = range(-9223372036854775807, 9223372036854775807)
print(wide[5:10], wide[-3:], wide[-1], wide[-9223372036854775807])
print(wide[::4611686018427387904], list(wide[1:4]), wide[10:5])
print(list(wide[9223372036854775800:9223372036854775803]))
stepped = range(-9223372036854775807, 9223372036854775807, 3)
print(len(stepped), stepped[-1], stepped[-1:0:-1], stepped[-1:0:-1][-1])
print(next(reversed(stepped)), 9223372036854775805 in stepped, 0 in stepped)
print(list(range(10)[::-9223372036854775807]), [1, 2, 3][::-9223372036854775807])
print([1, 2, 3][::9223372036854775807], range(5)[::-1], range(0, 10, 3)[1:-1])
