# A lambda's `:=` binds a local of the lambda; in an f-string it needs
# parentheses (`{x:=5}` is a format spec).
f = lambda v: (w := v * 10) + w
print(f(2))
x = 7
print(f"{x:=5}|")
print(f"{(x := 5)}", x)
print([(a := 1), a + 1])
print({(k := "key"): k})
