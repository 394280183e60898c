# Ticks set by hand: places kept as given (ints stay ints), labels as Text.
import matplotlib.pyplot as plt
plt.plot([1, 2, 3])
plt.xticks(range(0, 3))
print(plt.xticks()[1])
print(plt.gca().get_xticks())
plt.yticks([1.5, 2.5], ["lo", "hi"])
print(plt.yticks())
