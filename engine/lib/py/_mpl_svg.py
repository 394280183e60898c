# The display list as SVG, text kept as <text> (searchable and readable by a
# screen reader), images as embedded PNG; and the display list's bounds, for
# bbox_inches='tight'.
import _minitf_canvas as canvas


def _esc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def _color(c):
    if c is None:
        return "none", 1.0
    r, g, b, a = c
    return "#%02x%02x%02x" % (int(round(r * 255)), int(round(g * 255)), int(round(b * 255))), a


def _f(v):
    return ("%.2f" % v).rstrip("0").rstrip(".")


def _paint(fill, stroke, lw):
    fc, fa = _color(fill)
    sc, sa = _color(stroke)
    s = ' fill="%s"' % fc
    if fill is not None and fa < 1:
        s += ' fill-opacity="%s"' % _f(fa)
    if stroke is not None and lw > 0:
        s += ' stroke="%s" stroke-width="%s"' % (sc, _f(lw))
        if sa < 1:
            s += ' stroke-opacity="%s"' % _f(sa)
    return s


def _clip_attr(clip, clips):
    if clip is None:
        return ""
    key = tuple(clip)
    if key not in clips:
        clips[key] = "clip%d" % len(clips)
    return ' clip-path="url(#%s)"' % clips[key]


def _path_d(xy, closed):
    parts = []
    pen = False
    for i in range(0, len(xy), 2):
        x, y = xy[i], xy[i + 1]
        if x != x or y != y:
            pen = False
            continue
        parts.append(("L" if pen else "M") + _f(x) + " " + _f(y))
        pen = True
    if closed:
        parts.append("Z")
    return " ".join(parts)


_ANCHOR = {"left": "start", "center": "middle", "right": "end"}
_BASELINE = {
    "top": "text-before-edge",
    "center": "central",
    "bottom": "text-after-edge",
    "baseline": "auto",
}


def document(w, h, background, cmds):
    body = []
    clips = {}
    for c in cmds:
        op = c[0]
        if op == "path":
            _, xy, closed, fill, stroke, lw, dashes, clip = c
            d = _path_d(xy, closed)
            extra = ""
            if dashes:
                extra = ' stroke-dasharray="%s"' % ",".join(_f(v) for v in dashes)
            body.append(
                '<path d="%s"%s%s%s/>'
                % (d, _paint(fill if closed else None, stroke, lw), extra, _clip_attr(clip, clips))
            )
        elif op == "markers":
            _, xy, shape, size, fill, stroke, lw, clip = c
            line_only = shape in "+x|_"
            for i in range(0, len(xy), 2):
                x, y = xy[i], xy[i + 1]
                if shape in "o.":
                    r = size / 2 if shape == "o" else size / 4
                    body.append(
                        '<circle cx="%s" cy="%s" r="%s"%s%s/>'
                        % (_f(x), _f(y), _f(r), _paint(fill, stroke, lw), _clip_attr(clip, clips))
                    )
                else:
                    r = size / 2
                    body.append(
                        '<rect x="%s" y="%s" width="%s" height="%s"%s%s/>'
                        % (
                            _f(x - r),
                            _f(y - r),
                            _f(size),
                            _f(size),
                            _paint(None if line_only else fill, stroke or fill, lw),
                            _clip_attr(clip, clips),
                        )
                    )
        elif op == "text":
            _, x, y, text, size, color, ha, va, rot = c
            fc, fa = _color(color)
            transform = ' transform="rotate(%s %s %s)"' % (_f(-rot), _f(x), _f(y)) if rot else ""
            body.append(
                '<text x="%s" y="%s" font-family="DejaVu Sans, sans-serif" font-size="%s" '
                'fill="%s" text-anchor="%s" dominant-baseline="%s"%s>%s</text>'
                % (_f(x), _f(y), _f(size), fc, _ANCHOR[ha], _BASELINE[va], transform, _esc(text))
            )
        elif op == "image":
            _, x, y, iw, ih, array, lut, vmin, vmax, clip, alpha = c
            data = canvas.image_png(array, lut, vmin, vmax)
            opacity = ' opacity="%s"' % _f(alpha) if alpha < 1.0 else ""
            body.append(
                '<image x="%s" y="%s" width="%s" height="%s" preserveAspectRatio="none" '
                'style="image-rendering:pixelated" href="data:image/png;base64,%s"%s%s/>'
                % (_f(x), _f(y), _f(iw), _f(ih), data, opacity, _clip_attr(clip, clips))
            )
    head = [
        '<?xml version="1.0" encoding="utf-8" standalone="no"?>',
        '<svg xmlns="http://www.w3.org/2000/svg" width="%dpt" height="%dpt" viewBox="0 0 %d %d">'
        % (w * 72 // 100, h * 72 // 100, w, h),
        "<defs>",
    ]
    for box, name in clips.items():
        head.append(
            '<clipPath id="%s"><rect x="%s" y="%s" width="%s" height="%s"/></clipPath>'
            % (name, _f(box[0]), _f(box[1]), _f(box[2]), _f(box[3]))
        )
    head.append("</defs>")
    if background is not None and background[3] > 0:
        fc, fa = _color(background)
        head.append('<rect width="100%%" height="100%%" fill="%s"/>' % fc)
    return "\n".join(head + body + ["</svg>", ""])


def _text_box(c):
    _, x, y, text, size, color, ha, va, rot = c
    w, asc, desc = canvas.text_size(text, size)
    h = asc + desc
    dx = -w / 2 if ha == "center" else -w if ha == "right" else 0
    top = {"top": 0, "center": -h / 2, "bottom": -h, "baseline": -asc}[va]
    if rot == 90.0:
        # Rotated a quarter turn counter-clockwise about (x, y).
        return (x + top, y - dx - w, x + top + h, y - dx)
    return (x + dx, y + top, x + dx + w, y + top + h)


def bounds(cmds, W, H):
    """(x0, y0, x1, y1): what the commands paint, in pixels."""
    x0 = y0 = float("inf")
    x1 = y1 = -float("inf")
    for c in cmds:
        op = c[0]
        if op == "text":
            bx0, by0, bx1, by1 = _text_box(c)
        elif op == "image":
            bx0, by0, bx1, by1 = c[1], c[2], c[1] + c[3], c[2] + c[4]
        else:
            xy = [v for v in c[1]]
            xs = [v for v in xy[0::2] if v == v]
            ys = [v for v in xy[1::2] if v == v]
            if not xs:
                continue
            grow = c[5] / 2 if op == "path" else c[3] / 2
            bx0, by0, bx1, by1 = min(xs) - grow, min(ys) - grow, max(xs) + grow, max(ys) + grow
            clip = c[-1]
            if clip is not None:
                bx0 = max(bx0, clip[0])
                by0 = max(by0, clip[1])
                bx1 = min(bx1, clip[0] + clip[2])
                by1 = min(by1, clip[1] + clip[3])
        x0, y0, x1, y1 = min(x0, bx0), min(y0, by0), max(x1, bx1), max(y1, by1)
    if x0 > x1:
        return (0.0, 0.0, W, H)
    return (x0, y0, x1, y1)


def shifted(cmds, dx, dy):
    """The commands moved by (dx, dy) pixels."""
    out = []
    for c in cmds:
        op = c[0]
        if op == "text":
            out.append((op, c[1] + dx, c[2] + dy) + tuple(c[3:]))
        elif op == "image":
            clip = _shift_clip(c[9], dx, dy)
            out.append((op, c[1] + dx, c[2] + dy) + tuple(c[3:9]) + (clip,) + tuple(c[10:]))
        else:
            xy = list(c[1])
            for i in range(0, len(xy), 2):
                xy[i] += dx
                xy[i + 1] += dy
            out.append((op, xy) + tuple(c[2:-1]) + (_shift_clip(c[-1], dx, dy),))
    return out


def _shift_clip(clip, dx, dy):
    if clip is None:
        return None
    return (clip[0] + dx, clip[1] + dy, clip[2], clip[3])
