# Image reads its file at once; a missing file is FileNotFoundError.
from IPython.display import Image

try:
    Image()
except ValueError as e:
    print("ValueError:", e)
Image(filename="missing.png")
