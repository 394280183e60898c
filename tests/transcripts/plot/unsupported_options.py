# Options minitf's matplotlib does not implement are an AttributeError naming
# them, never silently ignored.
import matplotlib.pyplot as plt

fig, ax = plt.subplots()
for call in (
    lambda: plt.xticks(rotation=45),
    lambda: plt.subplots(2, sharex=True),
    lambda: ax.set_title("t", loc="left"),
    lambda: ax.grid(True, color="r"),
    lambda: ax.legend(ncol=2),
    lambda: fig.savefig("never.png", pad_inches=0.5),
    lambda: ax.set_xlabel("x", labelpad=10),
    lambda: plt.semilogy([1, 10]),
):
    try:
        call()
    except AttributeError as e:
        print(e)
