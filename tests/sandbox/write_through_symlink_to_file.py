with open('link_out', 'a') as f:
    f.write('changed')
