a = [1, 2, 3]
print(a[1:100])
print(a[-100:2])
print(a[10:])
print(a[2:1])
print("abc"[5:])
