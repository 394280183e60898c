text = "one\ntwo\r\nthree\n"
print(text.splitlines())
print("no newline".splitlines())
print("a\n\nb".splitlines())
