import minitf
minitf.explain(len)
