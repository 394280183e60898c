open('/proc/self/cwd/../escaped.txt', 'w')
