# display_id=... returns a handle; an update prints the new text/plain.
from IPython.display import display, update_display, HTML, DisplayHandle

h = display(HTML("one"), display_id="cell-1")
print(h, h.display_id)
update_display("two", display_id="cell-1")
h.update(HTML("three"))
print(len(display(display_id=True).display_id))
print(DisplayHandle("x"))
display("four", update=True)
