import os
os.system('id')
