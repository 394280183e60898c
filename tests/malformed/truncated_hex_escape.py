# Malformed: '\x' escape with one hex digit.
x = "\x4"
