import numpy as np
a = np.arange(6).reshape(2, 3)
for f in [lambda: a[2], lambda: a[0, 5], lambda: a[1.5], lambda: a.reshape(4, 2),
          lambda: a + np.array([1, 2]), lambda: len(np.array(1)), lambda: bool(a),
          lambda: np.random.randint(0), lambda: iter(np.array(2))]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__ + ":", e)
