print(0x1F, 0o17, 0b101)
print(0XFF, 0O7, 0B11)
print(1_000_000)
print(-42, +7, 0)
