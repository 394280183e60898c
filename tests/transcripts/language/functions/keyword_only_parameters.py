def connect(host, *, port=80, secure):
    return f"{host}:{port} secure={secure}"

print(connect("example", secure=True))
print(connect("example", port=443, secure=False))
try:
    connect("example", 443, True)
except TypeError as e:
    print("TypeError:", e)
