open('../secret.txt', 'a').write('changed')
