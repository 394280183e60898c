# bisect_left/bisect_right (bisect) find insertion points, insort_left and
# insort_right (insort) insert keeping the list sorted, within lo and hi.
import bisect

a = [1, 2, 2, 2, 3, 5]
print(bisect.bisect_left(a, 2), bisect.bisect_right(a, 2), bisect.bisect(a, 4))
print(bisect.bisect_left(a, 2, 2), bisect.bisect_right(a, 2, 0, 3), bisect.bisect(a, 2, 0, -1))
bisect.insort(a, 4)
bisect.insort_left(a, 2)
bisect.insort_right(a, 0)
print(a)
grades = "FDCBA"
print([grades[bisect.bisect([60, 70, 80, 90], s)] for s in [33, 99, 77, 70, 89, 90, 100]])
