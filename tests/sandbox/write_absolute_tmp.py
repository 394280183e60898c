f = open('/tmp/minitf-sandbox-escape.txt', 'w')
f.write('x')
