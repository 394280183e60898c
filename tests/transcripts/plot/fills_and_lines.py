# fill_between, errorbar, axhline, axvline and annotate: the limits they give the Axes.
import matplotlib.pyplot as plt

fig, ax = plt.subplots()
ax.fill_between([0, 1, 2, 3], [1, 2, 1.5, 3], 0.5, alpha=0.3)
print(ax.get_xlim(), ax.get_ylim())
fig, ax = plt.subplots()
eb = ax.errorbar([1, 2, 3], [2, 4, 3], yerr=[0.5, 1, 0.25], fmt="o")
print(ax.get_xlim(), ax.get_ylim(), len(eb))
fig, ax = plt.subplots()
ax.plot([0, 10], [0, 5])
ax.axhline(7, color="r", linestyle="--")
ax.axvline(-2)
print(ax.get_xlim(), ax.get_ylim())
fig, ax = plt.subplots()
ax.plot([0, 1, 2], [0, 1, 4])
print(ax.annotate("steep", xy=(1, 1), xytext=(0.2, 3), arrowprops=dict(facecolor="black")))
print(ax.get_ylim())
