# Limits from the data with 5% margins, bars sticking to zero, and the
# ticks the AutoLocator picks (lists and numpy arrays as inputs).
import numpy as np
import matplotlib.pyplot as plt

fig, ax = plt.subplots()
ax.plot(np.array([0.5, 2.5, 1.0]))
print(ax.get_xlim(), ax.get_ylim())
print(ax.get_yticks())
ax.plot([3.0, -1.0, 2.0], "o")
print(ax.get_ylim())
fig, ax = plt.subplots()
ax.bar(["a", "b", "c"], [3, 5, 2])
print(ax.get_ylim())
print(plt.xticks()[1])
n, bins, patches = plt.hist([1, 2, 2, 3, 3, 3], bins=3)
print(n, bins, len(patches))
