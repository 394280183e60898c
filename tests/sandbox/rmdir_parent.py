import os
os.rmdir('..')
