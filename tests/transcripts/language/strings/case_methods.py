s = "hello wORLD"
print(s.upper())
print(s.lower())
print(s.title())
print(s.capitalize())
print("ALL CAPS".capitalize())
