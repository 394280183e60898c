# Malformed: a ']' with no '['.
]
