message = "count: " + 3
