print(open('../secret.txt').read())
