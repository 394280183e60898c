# Without a rich front end, display() prints each object's text/plain: its
# repr, or what _repr_mimebundle_ gives.
from IPython.display import display, HTML, Markdown, Latex, JSON


class C:
    def _repr_html_(self):
        return "<i>c</i>"

    def __repr__(self):
        return "C()"


class M:
    def _repr_mimebundle_(self, include=None, exclude=None):
        return {"text/plain": "plain M", "text/html": "<b>M</b>"}


display(HTML("<b>bold</b>"), Markdown("*x*"), Latex("$x$"), JSON([1]))
display("text", 42, [1, 2])
display(C(), M())
print(display())
