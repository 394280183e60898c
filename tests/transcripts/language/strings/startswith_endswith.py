name = "report.csv"
print(name.startswith("rep"))
print(name.endswith(".csv"))
print(name.endswith((".txt", ".csv")))
print(name.startswith("csv"))
