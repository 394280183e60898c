def f():
    (yield) = 3
