# IPython.display: the rich display protocol as IPython 8 has it. display()
# shows an object by its _repr_*_ methods (or its repr, where the front end
# has no pictures: the REPL and scripts print text/plain); HTML, SVG, Image,
# Markdown, Latex, Math and JSON wrap data for display. The front end's side
# is native (_minitf_display): minitf has no bytes type, so a picture's data
# is base64 text from the start.
import _minitf_display as _native

__all__ = [
    "display",
    "update_display",
    "clear_output",
    "publish_display_data",
    "DisplayHandle",
    "DisplayObject",
    "TextDisplayObject",
    "Pretty",
    "HTML",
    "Markdown",
    "Math",
    "Latex",
    "SVG",
    "JSON",
    "Image",
]

# IPython's formatters after text/plain, in its order: (MIME type, method).
_FORMATTERS = [
    ("text/html", "_repr_html_"),
    ("text/markdown", "_repr_markdown_"),
    ("image/svg+xml", "_repr_svg_"),
    ("image/png", "_repr_png_"),
    ("application/pdf", "_repr_pdf_"),
    ("image/jpeg", "_repr_jpeg_"),
    ("text/latex", "_repr_latex_"),
    ("application/json", "_repr_json_"),
    ("application/javascript", "_repr_javascript_"),
]


def _method(obj, name):
    # A class's methods are unbound: IPython formats a class by its repr.
    if isinstance(obj, type):
        return None
    m = getattr(obj, name, None)
    return m if callable(m) else None


def _format(obj, include=None, exclude=None):
    """(data, metadata): obj's MIME bundle, as IPython's DisplayFormatter.format."""
    data = {}
    md = {}
    bundle = _method(obj, "_repr_mimebundle_")
    if bundle is not None:
        r = bundle(include=include, exclude=exclude)
        if isinstance(r, tuple):
            r, r_md = r
            if r_md:
                md.update(r_md)
        if r:
            data.update(r)
        if include:
            data = {k: v for k, v in data.items() if k in include}
        if exclude:
            data = {k: v for k, v in data.items() if k not in exclude}
    formats = [("text/plain", None)] + _FORMATTERS
    for mime, name in formats:
        if mime in data:
            continue
        if include and mime not in include:
            continue
        if exclude and mime in exclude:
            continue
        if name is None:
            value = repr(obj)
        else:
            m = _method(obj, name)
            if m is None:
                continue
            value = m()
        if isinstance(value, tuple) and len(value) == 2:
            value, value_md = value
            if value_md is not None:
                md[mime] = value_md
        if value is not None:
            data[mime] = value
    return data, md


def _merge(md, metadata):
    for k, v in metadata.items():
        if isinstance(v, dict) and isinstance(md.get(k), dict):
            md[k].update(v)
        else:
            md[k] = v


def publish_display_data(data, metadata=None, source=None, *, transient=None, **kwargs):
    display_id = transient.get("display_id") if transient else None
    _native.publish(data, metadata, display_id, kwargs.get("update", False))


def display(
    *objs,
    include=None,
    exclude=None,
    metadata=None,
    transient=None,
    display_id=None,
    raw=False,
    clear=False,
    **kwargs,
):
    """Display each object in the front end by its richest representation."""
    update = kwargs.pop("update", False)
    if kwargs:
        raise TypeError("display() got an unexpected keyword argument '" + next(iter(kwargs)) + "'")
    if transient and display_id is None:
        display_id = transient.get("display_id")
    if display_id:
        if display_id is True:
            display_id = _native.new_display_id()
    elif update:
        raise TypeError("display_id required for update_display")
    if not objs and display_id:
        return DisplayHandle(display_id)
    if clear:
        clear_output(wait=True)
    for obj in objs:
        if raw:
            _native.publish(obj, metadata, display_id, update)
            continue
        hook = _method(obj, "_ipython_display_")
        if hook is not None:
            hook()
            continue
        if not _native.has_rich(obj) and not metadata and not include and not exclude:
            _native.show(obj, display_id, update)
            continue
        data, md = _format(obj, include=include, exclude=exclude)
        if not data:
            continue
        if metadata:
            _merge(md, metadata)
        _native.publish(data, md, display_id, update)
    if display_id:
        return DisplayHandle(display_id)
    return None


def update_display(obj, *, display_id, **kwargs):
    """Update the outputs shown with display_id to show obj instead."""
    kwargs["update"] = True
    display(obj, display_id=display_id, **kwargs)


def clear_output(wait=False):
    """Clear the cell's output; with wait=True, when the next output arrives."""
    _native.clear_output(wait)


class DisplayHandle:
    """A handle on an updatable display."""

    __module__ = "IPython.core.display_functions"

    def __init__(self, display_id=None):
        if display_id is None:
            display_id = _native.new_display_id()
        self.display_id = display_id

    def __repr__(self):
        return "<%s display_id=%s>" % (type(self).__name__, self.display_id)

    def display(self, obj, **kwargs):
        display(obj, display_id=self.display_id, **kwargs)

    def update(self, obj, **kwargs):
        update_display(obj, display_id=self.display_id, **kwargs)


def _read_text(filename):
    with open(filename) as f:
        return f.read()


class DisplayObject:
    """Data with a MIME type, shown by display() or as a cell's value."""

    __module__ = "IPython.core.display"
    _read_flags = "r"
    _show_mem_addr = False
    metadata = None

    def __init__(self, data=None, url=None, filename=None, metadata=None):
        if isinstance(data, str):
            if data.startswith("http") and url is None:
                url, filename, data = data, None, None
            elif filename is None and _exists(data):
                url, filename, data = None, data, None
        self.url = url
        self.filename = filename
        self.data = data
        if metadata is not None:
            self.metadata = metadata
        elif self.metadata is None:
            self.metadata = {}
        self.reload()
        self._check_data()

    def __repr__(self):
        if self._show_mem_addr:
            return object.__repr__(self)
        cls = type(self)
        return "<%s.%s object>" % (cls.__module__, cls.__name__)

    def _check_data(self):
        pass

    def _data_and_metadata(self):
        if self.metadata:
            return self.data, dict(self.metadata)
        return self.data

    def reload(self):
        if self.filename is not None:
            self.data = _read_text(self.filename)
        elif self.url is not None:
            raise NotImplementedError(
                "IPython.display: loading data from a URL is not supported in minitf"
            )


def _exists(path):
    try:
        open(path).close()
        return True
    except Exception:
        return False


class TextDisplayObject(DisplayObject):
    __module__ = "IPython.core.display"

    def _check_data(self):
        if self.data is not None and not isinstance(self.data, str):
            raise TypeError("%s expects text, not %r" % (type(self).__name__, self.data))


class Pretty(TextDisplayObject):
    __module__ = "IPython.core.display"

    def __repr__(self):
        return self.data


class HTML(TextDisplayObject):
    __module__ = "IPython.core.display"

    def __init__(self, data=None, url=None, filename=None, metadata=None):
        if (
            data
            and data[:10].lower().startswith("<iframe ")
            and data[-10:].lower().endswith("</iframe>")
        ):
            import warnings

            warnings.warn("Consider using IPython.display.IFrame instead")
        TextDisplayObject.__init__(self, data=data, url=url, filename=filename, metadata=metadata)

    def _repr_html_(self):
        return self._data_and_metadata()

    def __html__(self):
        return self._repr_html_()


class Markdown(TextDisplayObject):
    __module__ = "IPython.core.display"

    def _repr_markdown_(self):
        return self._data_and_metadata()


class Math(TextDisplayObject):
    __module__ = "IPython.core.display"

    def _repr_latex_(self):
        s = r"$\displaystyle %s$" % self.data.strip("$")
        if self.metadata:
            return s, dict(self.metadata)
        return s


class Latex(TextDisplayObject):
    __module__ = "IPython.core.display"

    def _repr_latex_(self):
        return self._data_and_metadata()


class SVG(DisplayObject):
    """An SVG drawing; only its <svg> element is kept (no XML prologue)."""

    __module__ = "IPython.core.display"

    def _check_data(self):
        svg = self.data
        if svg is None:
            return
        if not isinstance(svg, str):
            raise TypeError("SVG expects text, not %r" % (svg,))
        start = svg.find("<svg")
        end = svg.rfind("</svg>")
        if start >= 0 and end > start:
            self.data = svg[start : end + len("</svg>")]

    def _repr_svg_(self):
        return self._data_and_metadata()


class JSON(DisplayObject):
    """JSON data (a dict or a list), shown as a tree by JupyterLab."""

    __module__ = "IPython.core.display"

    def __init__(
        self, data=None, url=None, filename=None, expanded=False, metadata=None, root="root", **kw
    ):
        self.metadata = {"expanded": expanded, "root": root}
        if metadata:
            self.metadata.update(metadata)
        if kw:
            self.metadata.update(kw)
        DisplayObject.__init__(self, data=data, url=url, filename=filename)

    def reload(self):
        DisplayObject.reload(self)
        if isinstance(self.data, str):
            import json

            self.data = json.loads(self.data)

    def _check_data(self):
        if self.data is not None and not isinstance(self.data, (dict, list)):
            raise TypeError(
                "%s expects JSONable dict or list, not %r" % (type(self).__name__, self.data)
            )

    def _data_and_metadata(self):
        return self.data, self.metadata

    def _repr_json_(self):
        return self._data_and_metadata()


_IMAGE_MIME = {"png": "image/png", "jpeg": "image/jpeg"}
_IMAGE_EXT = {"png": "png", "jpg": "jpeg", "jpeg": "jpeg", "jpe": "jpeg"}


class Image(DisplayObject):
    """A PNG or JPEG picture, from a file (embedded) or a URL (linked).

    minitf has no bytes type: `data` is a file name, a URL, or the picture's
    base64 text with format= given.
    """

    __module__ = "IPython.core.display"

    def __init__(
        self,
        data=None,
        url=None,
        filename=None,
        format=None,
        embed=None,
        width=None,
        height=None,
        retina=False,
        unconfined=False,
        metadata=None,
        alt=None,
    ):
        if filename is not None:
            ext = filename.rsplit(".", 1)[-1].lower() if "." in filename else ""
        elif url is not None:
            ext = url.rsplit(".", 1)[-1].lower() if "." in url else ""
        elif isinstance(data, str) and data.startswith("http"):
            ext = data.rsplit(".", 1)[-1].lower() if "." in data else ""
        elif isinstance(data, str) and _exists(data):
            ext = data.rsplit(".", 1)[-1].lower() if "." in data else ""
        elif data is None:
            raise ValueError("No image data found. Expecting filename, url, or data.")
        elif isinstance(data, str) and format is not None:
            ext = ""
        else:
            raise NotImplementedError(
                "Image(data=...): minitf has no bytes type; pass a file name, a URL, "
                "or base64 text with format='png' or 'jpeg'"
            )
        if format is None:
            format = _IMAGE_EXT.get(ext)
        format = _IMAGE_EXT.get(str(format).lower(), format)
        if embed is None:
            embed = url is None and not (isinstance(data, str) and data.startswith("http"))
        self.format = format
        self.embed = embed
        self.width = width
        self.height = height
        self.retina = retina
        self.unconfined = unconfined
        self.alt = alt
        DisplayObject.__init__(self, data=data, url=url, filename=filename, metadata=metadata)
        if embed and format not in _IMAGE_MIME:
            raise ValueError(
                "Cannot embed the '%s' image format" % (ext if format is None else format)
            )

    @property
    def _mimetype(self):
        return _IMAGE_MIME.get(self.format)

    def reload(self):
        if self.filename is not None and self.embed:
            self.data = _native.read_base64(self.filename)
        elif self.url is not None and self.embed:
            DisplayObject.reload(self)

    def _md(self):
        md = {}
        if self.metadata:
            md.update(self.metadata)
        if self.width:
            md["width"] = self.width
        if self.height:
            md["height"] = self.height
        if self.unconfined:
            md["unconfined"] = self.unconfined
        if self.alt:
            md["alt"] = self.alt
        return md

    def _repr_html_(self):
        if self.embed:
            return None
        width = height = klass = alt = ""
        if self.width:
            width = ' width="%d"' % self.width
        if self.height:
            height = ' height="%d"' % self.height
        if self.unconfined:
            klass = ' class="unconfined"'
        if self.alt:
            alt = ' alt="%s"' % self.alt
        return '<img src="%s"%s%s%s%s/>' % (self.url, width, height, klass, alt)

    def _repr_mimebundle_(self, include=None, exclude=None):
        if self.embed:
            md = self._md()
            return {self._mimetype: self.data}, ({self._mimetype: md} if md else {})
        return {"text/html": self._repr_html_()}

    def _repr_png_(self):
        if self.embed and self.format == "png":
            md = self._md()
            return (self.data, md) if md else self.data
        return None

    def _repr_jpeg_(self):
        if self.embed and self.format == "jpeg":
            md = self._md()
            return (self.data, md) if md else self.data
        return None
