print(open('dir_link/secret.txt').read())
