import os
print(os.listdir('dir_link'))
