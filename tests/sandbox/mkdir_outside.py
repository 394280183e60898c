import os
os.mkdir('../newdir')
