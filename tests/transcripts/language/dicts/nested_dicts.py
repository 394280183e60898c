config = {"db": {"host": "localhost", "port": 5432}}
print(config["db"]["port"])
config["db"]["port"] += 1
print(config)
