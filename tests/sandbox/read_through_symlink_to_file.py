print(open('link_out').read())
