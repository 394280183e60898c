items = {"a": 1}
print(f"value: {items['a']}")
print(f'{"nested quotes"}')
print(f"{'yes' if items else 'no'}")
