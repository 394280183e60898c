# At statement level `:=` needs parentheses: `x := 1` is invalid syntax.
print("never printed")
x := 1
