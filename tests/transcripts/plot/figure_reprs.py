# What pyplot's objects print as: figures, Axes (with their labels), texts,
# a grid of Axes, and the limits of an empty Axes.
import matplotlib.pyplot as plt

fig, ax = plt.subplots()
print(fig)
print(ax)
print(ax.set_title("Loss"))
print(ax.set_xlabel("epoch"))
print(ax.set_ylabel("value"))
print(ax)
print(ax.get_xlim(), ax.get_ylim())
fig2, axes = plt.subplots(2, 3, figsize=(9, 4))
print(axes.shape)
print(fig2)
print(plt.get_fignums())
plt.close("all")
print(plt.get_fignums())
fig3 = plt.figure(figsize=(3, 2), dpi=50)
print(fig3, fig3.number)
