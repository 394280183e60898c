# args: --time-limit 0.5
import time
time.sleep(60)
