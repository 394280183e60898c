print("123".isdigit(), "12a".isdigit(), "".isdigit())
print("abc".isalpha(), "ab1".isalpha())
print(" \t\n".isspace(), " a ".isspace(), "".isspace())
