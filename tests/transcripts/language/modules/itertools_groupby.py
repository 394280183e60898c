# groupby groups consecutive items by key; a group ends when the groupby moves on.
from itertools import groupby

print([(k, list(g)) for k, g in groupby("aaabbcaa")])
print([(k, len(list(g))) for k, g in groupby(range(10), key=lambda x: x // 4)])
groups = [g for k, g in groupby("aabb")]
print([list(g) for g in groups])
