# Malformed: break with no loop.
break
