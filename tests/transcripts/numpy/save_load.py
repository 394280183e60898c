import os
import numpy as np

base = "np_save_load_" + str(os.getpid())
try:
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    np.save(base + "_a.npy", a)
    np.save(base + "_b", np.array([[True, False]]))
    np.save(base + "_c.npy", np.array(3.5))
    b = np.load(base + "_a.npy")
    print(b, b.dtype, b.shape)
    print(np.load(base + "_b.npy"), np.load(base + "_c.npy").shape)
    img = np.array([[0, 128, 255]], dtype=np.uint8)
    np.savez(base + "_d.npz", a, img=img, y=np.array([1, 2]))
    with np.load(base + "_d.npz") as z:
        print(sorted(z.files), z["arr_0"].dtype, z["img"], z["img"].dtype, "y" in z)
    z = np.load(base + "_d.npz")
    for name in sorted(z.files):
        print(name, z[name].shape)
    try:
        z["missing"]
    except KeyError as e:
        print("KeyError:", e)
finally:
    for suffix in ["_a.npy", "_b.npy", "_c.npy", "_d.npz"]:
        if os.path.exists(base + suffix):
            os.remove(base + suffix)
print(sorted(f for f in os.listdir(".") if f.startswith("np_save_load_")))
