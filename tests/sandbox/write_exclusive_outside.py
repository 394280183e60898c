open('../escaped.txt', 'x')
