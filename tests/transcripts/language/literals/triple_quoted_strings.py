text = """first line
second line
  indented third"""
print(text)
print(len(text.splitlines()))
other = '''single "quotes" inside'''
print(other)
