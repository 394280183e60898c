# matplotlib.colorbar.Colorbar: a mappable's colour scale in an Axes of its
# own beside the parent, taking space from it as matplotlib's make_axes does
# (fraction 0.15, pad 0.05, a 20:1 bar, ticks on its right).
import numpy as np
from _mpl_axes import Axes
from _mpl_artists import AxesImage


class Colorbar:
    __module__ = "matplotlib.colorbar"

    def __init__(
        self, fig, mappable, parent, fraction=0.15, pad=0.05, shrink=1.0, aspect=20, label=""
    ):
        cmap = getattr(mappable, "cmap", None)
        if cmap is None:
            raise RuntimeError(
                "No mappable was found to use for colorbar creation. First define a mappable "
                "such as an image (with imshow) or a contour set (with contourf)."
            )
        vmin, vmax = float(mappable.vmin), float(mappable.vmax)
        l, b, w, h = parent._position
        x1 = 1.0 - fraction
        parent._position = (l, b, w * (x1 - pad), h)
        parent._anchor = (1.0, 0.5)
        ch = h * shrink
        cax = Axes(fig, (l + x1 * w, b + (h - ch) / 2, w * fraction, ch))
        cax._box_aspect = float(aspect)
        cax._anchor = (0.0, 0.5)
        cax._yticks_right = True
        cax._xaxis_visible = False
        n = cmap.N
        if vmax == vmin:
            vmax = vmin + 1.0
        levels = [[vmin + (vmax - vmin) * (n - 1 - i + 0.5) / n] for i in range(n)]
        cax._add(AxesImage(cax, np.array(levels), cmap, vmin, vmax, (0.0, 1.0, vmin, vmax)))
        cax.set_xlim(0.0, 1.0)
        cax.set_ylim(vmin, vmax)
        fig.axes.append(cax)
        self.ax = cax
        self.mappable = mappable
        self.vmin = vmin
        self.vmax = vmax
        if label:
            self.set_label(label)

    def set_label(self, label, **kwargs):
        self.ax.set_ylabel(label)

    def set_ticks(self, ticks, labels=None):
        self.ax.set_yticks(ticks, labels)
