# deepcopy keeps shared objects shared and copies cycles as cycles; the memo
# maps id(original) to its copy.
import copy

cyc = [1]
cyc.append(cyc)
dc = copy.deepcopy(cyc)
print(dc[1] is dc, dc is not cyc, dc[0])
shared = [0]
pair = [shared, shared]
dp = copy.deepcopy(pair)
print(dp[0] is dp[1], dp[0] is not shared)


class Node:
    def __init__(self):
        self.next = self


n = Node()
n2 = copy.deepcopy(n)
print(n2.next is n2, n2 is not n)
memo = {}
l1 = [1]
r1 = copy.deepcopy(l1, memo)
print(memo[id(l1)] is r1, id(memo) in memo)
seen = {id(l1): "already"}
print(copy.deepcopy([l1, l1], seen))
