import os
os.popen('id')
