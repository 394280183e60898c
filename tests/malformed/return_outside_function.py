# Malformed: return at module level.
return 5
