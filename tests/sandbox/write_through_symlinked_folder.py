open('dir_link/escaped.txt', 'w')
