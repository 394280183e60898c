import numpy as np
i8 = np.array([100], dtype=np.int8)
u8 = np.array([200], dtype=np.uint8)
i16 = np.array([1], dtype=np.int16)
f16 = np.array([1.5], dtype=np.float16)
for x in [2, 127, 128, 255, 256, -1, -129, 1.5, 1e10, True]:
    print(repr(x), (i8 + x).dtype, (u8 + x).dtype, (i16 + x).dtype, (f16 + x).dtype)
print((i8 * 2), (u8 + np.uint8(100)), (f16 * 2))
print((np.int8(3) + 2).dtype, (np.uint8(3) + np.int8(2)).dtype, (np.float16(1) + 1).dtype)
print((np.array(3, dtype=np.int8) + i8).dtype, (np.array(300) + i8).dtype)
