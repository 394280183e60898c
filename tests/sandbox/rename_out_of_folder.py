import os
os.rename('data.txt', '../moved.txt')
