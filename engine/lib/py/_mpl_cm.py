# matplotlib.cm: the colormaps as attributes (plt.cm.binary, cm.viridis).
from _mpl_colors import get_cmap

viridis = get_cmap("viridis")
viridis_r = get_cmap("viridis_r")
gray = get_cmap("gray")
gray_r = get_cmap("gray_r")
binary = get_cmap("binary")
binary_r = get_cmap("binary_r")
