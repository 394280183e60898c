open('sub/../../escaped.txt', 'w')
