open('../escaped.txt', 'w').write('x')
