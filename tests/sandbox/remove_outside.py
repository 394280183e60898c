import os
os.remove('../secret.txt')
