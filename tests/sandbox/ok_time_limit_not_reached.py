# args: --time-limit 5
import time
time.sleep(0.1)
print(sum(range(1000)))
