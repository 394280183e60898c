import os
os.putenv('LD_PRELOAD', '/tmp/x.so')
