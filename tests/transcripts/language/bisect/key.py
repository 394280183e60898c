# key= applies to the list's items; insort applies it to the new item too.
import bisect

recs = [("a", 1), ("b", 3), ("c", 5)]
print(bisect.bisect_left(recs, 3, key=lambda r: r[1]), bisect.bisect_right(recs, 3, key=lambda r: r[1]))
bisect.insort(recs, ("d", 4), key=lambda r: r[1])
bisect.insort_left(recs, ("e", 3), key=lambda r: r[1])
print(recs)
