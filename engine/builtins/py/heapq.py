# heapq: a binary min-heap kept in a plain list (heap[k] <= heap[2*k+1] and
# heap[k] <= heap[2*k+2]), with CPython 3.11's algorithms, so that every list
# is left in the same order as CPython leaves it, and its error texts.


def _check_list(heap, fname, argument):
    if not isinstance(heap, list):
        raise TypeError(fname + "() " + argument + " must be list, not " + type(heap).__name__)


def _check_size(heap, size):
    # A comparison (user __lt__) that grew or shrank the heap: CPython's
    # error, before an index goes out of range.
    if len(heap) != size:
        raise RuntimeError("list changed size during iteration")


def _sift_up_from(heap, root, pos):
    # Moves heap[pos] toward the root (never past `root`) while it is smaller
    # than its parent.
    item = heap[pos]
    size = len(heap)
    while pos > root:
        parent_pos = (pos - 1) >> 1
        parent = heap[parent_pos]
        smaller = item < parent
        _check_size(heap, size)
        if not smaller:
            break
        heap[pos] = parent
        pos = parent_pos
    heap[pos] = item


def _sift_down_from(heap, pos):
    # The hole at pos travels down to a leaf along the smaller children, then
    # the displaced item rises back into place: fewer comparisons than
    # stopping early, since an item taken from the end is usually large.
    end = len(heap)
    root = pos
    item = heap[pos]
    child = 2 * pos + 1
    while child < end:
        right = child + 1
        if right < end:
            smaller = heap[child] < heap[right]
            _check_size(heap, end)
            if not smaller:
                child = right
        heap[pos] = heap[child]
        pos = child
        child = 2 * pos + 1
    heap[pos] = item
    _sift_up_from(heap, root, pos)


def heappush(heap, item):
    _check_list(heap, "heappush", "argument 1")
    heap.append(item)
    _sift_up_from(heap, 0, len(heap) - 1)


def heappop(heap):
    _check_list(heap, "heappop", "argument")
    if not heap:
        raise IndexError("index out of range")
    last = heap.pop()
    if not heap:
        return last
    smallest = heap[0]
    heap[0] = last
    _sift_down_from(heap, 0)
    return smallest


def heapreplace(heap, item):
    _check_list(heap, "heapreplace", "argument 1")
    if not heap:
        raise IndexError("index out of range")
    smallest = heap[0]
    heap[0] = item
    _sift_down_from(heap, 0)
    return smallest


def heappushpop(heap, item):
    _check_list(heap, "heappushpop", "argument 1")
    if heap and heap[0] < item:
        if not heap:
            raise IndexError("index out of range")
        item, heap[0] = heap[0], item
        _sift_down_from(heap, 0)
    return item


def heapify(x):
    _check_list(x, "heapify", "argument")
    for i in range(len(x) // 2 - 1, -1, -1):
        _sift_down_from(x, i)


def nsmallest(n, iterable, key=None):
    # The documented equivalent; sorted() is stable, so ties keep their order.
    if n <= 0:
        return []
    return sorted(iterable, key=key)[:n]


def nlargest(n, iterable, key=None):
    if n <= 0:
        return []
    return sorted(iterable, key=key, reverse=True)[:n]


def merge(*iterables, key=None, reverse=False):
    # One head per input; each step yields the smallest head (the largest
    # with reverse=True), the earliest input winning ties, so the merge is
    # stable. A linear scan over the heads: merges take a handful of inputs.
    heads = []
    for order, iterable in enumerate(iterables):
        it = iter(iterable)
        for value in it:
            heads.append([value if key is None else key(value), order, value, it])
            break
    while heads:
        best = 0
        for i in range(1, len(heads)):
            if reverse:
                better = heads[best][0] < heads[i][0]
            else:
                better = heads[i][0] < heads[best][0]
            if better:
                best = i
        head = heads[best]
        yield head[2]
        for value in head[3]:
            head[0] = value if key is None else key(value)
            head[2] = value
            break
        else:
            del heads[best]
