import os
os.unlink('dir_link/secret.txt')
