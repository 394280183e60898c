# Template.substitute replaces $name and ${name}, turns $$ into $, takes a
# mapping and/or keywords (keywords win) and converts values with str().
import string

t = string.Template("$who likes ${what} $$ $x1 ${a_b}c")
print(t.substitute(who="tim", what="kung pao", x1=5, a_b="Z"))
print(t.template, t.get_identifiers(), t.is_valid())
print(string.Template("${noun}ification").substitute(noun="fals"))
print(string.Template("$a").substitute({"a": [1]}), string.Template("$a$b$$$c").substitute(a=1, b=2, c=3))
print(string.Template("$a").substitute({"a": 1}, a=2))


class Percent(string.Template):
    delimiter = "%"


print(Percent("%x and %% $y").substitute(x=1))
