a = {1, 2, 3}
print(a.union({4}))
print(a.intersection({2, 3, 9}))
print(a.difference({1}))
print(a)
