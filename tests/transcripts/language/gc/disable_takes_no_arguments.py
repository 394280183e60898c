# gc.disable() takes no arguments.
import gc

gc.disable(1)
