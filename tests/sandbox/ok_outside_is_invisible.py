# Existence tests answer False for what lies outside the folder, as
# os.path.exists does for anything it may not examine.
import os
print(os.path.exists('../secret.txt'), os.path.exists('dir_link/secret.txt'))
print(os.path.isfile('/etc/passwd'), os.path.isdir('/'), os.path.exists('link_out'))
print(os.path.exists('data.txt'), os.path.isdir('sub'))
