# find, rfind, index, rindex and count take their bounds in code points, and
# report code-point positions, for non-ASCII text as for ASCII.
u = "héllo wörld, héllo wörld"
for sub in ["é", "llo", "wörld", "", "ö", "x", "héllo wörld, héllo wörld!"]:
    print(repr(sub), u.find(sub), u.rfind(sub), u.count(sub))
    print(" ", u.find(sub, 3), u.rfind(sub, 0, 12), u.count(sub, 2, -3), u.find(sub, -5, -1))
print(u.index("wörld", 8), u.rindex("héllo", 0, 20))
try:
    u.index("wörld", 20)
except ValueError as e:
    print("ValueError:", e)
print("ö" in u, "öx" in u, "" in u, u.count("l"), "€€€".count("€€"))
print(u.find("é", 30), u.find("", 24), u.find("", 25), u.rfind("", 5, 3), u.count("", 3, 5))
print(u.split("ö"), u.rsplit("ö", 1), u.partition("ö"), u.rpartition("ö"))
print(u.replace("ö", "oe"), u.replace("héllo", "€", 1), "aaaa".replace("aa", "b"))
print("abcabc".rsplit("bc"), "a--b--c".rsplit("--", 1), "x".rsplit("xx"), "aaa".rsplit("aa"))
