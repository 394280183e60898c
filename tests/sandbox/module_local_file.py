open('evil.py', 'w').write('print(1)\n')
import evil
