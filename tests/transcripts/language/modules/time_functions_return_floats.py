import time
start = time.time()
t0 = time.perf_counter()
time.sleep(0.01)
t1 = time.perf_counter()
print(type(start), type(t0))
print(t1 >= t0 + 0.009)
print(time.time() >= start)
print(start > 1600000000)
