# nlargest and nsmallest (with a key, ties in input order) and the lazy,
# stable merge of sorted inputs (with key and reverse).
import heapq

values = [31, 7, 99, 7, 64, 2, 58, 99, 13]
print(heapq.nlargest(3, values), heapq.nsmallest(4, values), heapq.nlargest(0, values))
print(heapq.nsmallest(100, [3, 1, 2]), heapq.nlargest(1, []))
words = ["bb", "a", "ccc", "dd", "e"]
print(heapq.nlargest(2, words, key=len), heapq.nsmallest(3, words, key=len))
print(list(heapq.merge([1, 4, 7], [2, 5, 8], [0, 3, 6, 9])))
print(list(heapq.merge(["a", "bb"], ["c", "dd", "eee"], key=len)))
print(list(heapq.merge([7, 4, 1], [8, 5, 2], reverse=True)))
print(list(heapq.merge()), list(heapq.merge([], [1])))
merged = heapq.merge(iter([1, 3]), iter([2]))
print(next(merged), list(merged))
