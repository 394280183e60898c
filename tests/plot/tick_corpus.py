# Runs on minitf and on CPython with Debian's matplotlib 3.6 alike
# (run_compare.py compares the two outputs): per plot, the limits that
# autoscaling chose and, per axis, the ticks in view, their labels and the
# offset text, as the locator and the formatter decide them.
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402


def g(v):
    return "%.12g" % v


def report(name, ax):
    print(name)
    for axis_name, axis, lim in (("x", ax.xaxis, ax.get_xlim()), ("y", ax.yaxis, ax.get_ylim())):
        locs = [float(v) for v in axis.get_majorticklocs()]
        fmt = axis.get_major_formatter()
        labels = fmt.format_ticks(locs)
        lo, hi = min(lim), max(lim)
        tol = 1e-10 * (hi - lo)
        shown = [(v, lab) for v, lab in zip(locs, labels) if lo - tol <= v <= hi + tol]
        print("  %s lim %s %s" % (axis_name, g(lim[0]), g(lim[1])))
        print("  %s ticks %s" % (axis_name, " ".join(g(v) for v, lab in shown)))
        print("  %s labels %s" % (axis_name, " ".join(lab for v, lab in shown)))
        print("  %s offset %r" % (axis_name, fmt.get_offset()))


SERIES = [
    [1, 2, 3],
    [0, 0.001],
    [-5, 5],
    [1e6, 2e6],
    [1000, 1001],
    [0.5, 0.51],
    [-1e-7, 3e-7],
    [123456, 123457],
    [i * i for i in range(11)],
    [5],
    [0],
    [-3, -1],
    [1e9, 3e9],
    [2.3, 1.1, 0.7, 0.5, 0.41, 0.38],
    [0.5, 0.7, 0.8, 0.85, 0.9, 0.91, 0.93],
    [-0.02, 0.013],
    [99.5, 100.5],
    [1e-3, 5e-3],
    [-250, 1250],
    [0.1, 0.2, 0.3],
    [42, 42.0001],
    [-1e5, 1e5],
    [7, 8, 6, 9, 3],
]
for i, ys in enumerate(SERIES):
    fig, ax = plt.subplots()
    ax.plot(ys)
    report("plot %d %r" % (i, ys), ax)
    plt.close(fig)

for i, xs in enumerate([[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [0.01, 0.02, 0.05], [-40, 60]]):
    fig, ax = plt.subplots()
    ax.plot(xs, [x * 0.5 for x in xs], "o-")
    report("plot xy %d" % i, ax)
    plt.close(fig)

for size in [(3, 2), (10, 4), (4, 8), (2, 2)]:
    fig, ax = plt.subplots(figsize=size)
    ax.plot([0, 7.3], [-2.2, 13.9])
    report("figsize %r" % (size,), ax)
    plt.close(fig)

fig, axes = plt.subplots(2, 3)
axes[1, 2].plot([0, 1000], [0, 0.003])
report("subplots 2x3", axes[1, 2])
plt.close(fig)

fig, ax = plt.subplots()
ax.scatter([0.3, 1.7, 2.2, -0.4], [10, 30, 25, 12])
report("scatter", ax)
plt.close(fig)

fig, ax = plt.subplots()
ax.bar([1, 2, 3, 4], [3, 7, 2, 5])
report("bar", ax)
plt.close(fig)

fig, ax = plt.subplots()
ax.bar([0, 1, 2], [-3, 5, 2])
report("bar negative", ax)
plt.close(fig)

fig, ax = plt.subplots()
ax.hist([1, 2, 2, 3, 3, 3, 4, 4, 5, 9.5], bins=5)
report("hist", ax)
plt.close(fig)

fig, ax = plt.subplots()
ax.plot([1, 2, 3])
ax.set_xlim(-0.5, 3.5)
ax.set_ylim(0, 10)
report("set limits", ax)
plt.close(fig)
