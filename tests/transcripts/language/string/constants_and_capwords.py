# string's character classes, and capwords (split, capitalize, join).
import string

print(repr(string.whitespace), string.ascii_letters, string.digits, string.hexdigits, string.octdigits)
print(string.punctuation, repr(string.printable))
print(string.ascii_lowercase, string.ascii_uppercase)
print(string.capwords("  hello   wORLD  foo "), string.capwords("a-b-c", "-"), repr(string.capwords("")))
print(all(c in string.printable for c in "Hi there!\n"), "é" in string.ascii_letters)
