# args: --time-limit 20
# Substring search has no O(n*m) worst case: a needle that almost matches
# everywhere is found (or not) in linear time by `in`, find, rfind, index,
# count, replace, split, rsplit and partition.
hay = "a" * 2000000
needle = "a" * 20000 + "b"
print(needle in hay, hay.find(needle), hay.rfind(needle), hay.count(needle))
print(len(hay.split(needle)), len(hay.rsplit(needle)), hay.replace(needle, "x") is hay)
print(len(hay.partition(needle)[0]), len(hay.rpartition(needle)[2]))
hay2 = hay + needle + hay
print(hay2.find(needle), hay2.rfind(needle), hay2.index(needle), hay2.count(needle))
print([len(p) for p in hay2.split(needle)], [len(p) for p in hay2.rsplit(needle, 1)])
u = "é" * 100000 + "ab" + "é" * 5
print(u.find("ab"), u.rfind("é"), u.count("éé"), u.find("é", 100001), u.rfind("é", 0, 5))
