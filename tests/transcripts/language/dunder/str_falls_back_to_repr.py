class Token:
    def __repr__(self):
        return "Token()"

print(Token())
print(str(Token()))
print((Token(),))
