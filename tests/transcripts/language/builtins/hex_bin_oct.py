print(hex(255), bin(5), oct(8))
print(hex(-1), bin(0))
