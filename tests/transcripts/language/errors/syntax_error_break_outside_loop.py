print("start")
break
