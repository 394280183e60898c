import os
os.rename('../secret.txt', 'stolen.txt')
