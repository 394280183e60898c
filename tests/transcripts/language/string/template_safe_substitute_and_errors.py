# safe_substitute leaves missing and invalid placeholders as they are;
# substitute raises KeyError or ValueError with the placeholder's position.
import string

for text in ["$1 abc", "ab\ncd ${x", "$", "x$ ", "a\nb\n$}", "${1}", "$x $x", "$Name $ÿ"]:
    t = string.Template(text)
    try:
        print(t.substitute(x=1, Name=2))
    except ValueError as e:
        print(e)
    print(repr(t.safe_substitute(x=1)), t.is_valid(), t.get_identifiers())
try:
    string.Template("$a").substitute()
except KeyError as e:
    print(repr(e))
print(string.Template("$a $b").safe_substitute({"a": 1}, a=2))
try:
    string.Template("$a").substitute({}, {})
except TypeError as e:
    print(e)
