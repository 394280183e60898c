#!/usr/bin/python3
"""minitf's matplotlib output checked from outside: the PNG files that
savefig writes (size, and a few pixel colours, decoded here with zlib) and
the SVG (its text kept as <text> elements).

Usage: check_pictures.py MINITF
"""
import os
import struct
import subprocess
import sys
import tempfile
import unittest
import zlib

MINITF = None


def read_png(path):
    """(width, height, rows of (r, g, b, a)) of an 8-bit RGB(A) PNG."""
    with open(path, "rb") as f:
        data = f.read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, ihdr = 8, b"", None
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos : pos + 8])
        body = data[pos + 8 : pos + 8 + n]
        if kind == b"IHDR":
            ihdr = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    w, h, depth, ctype = ihdr[:4]
    assert depth == 8 and ctype in (2, 6), ihdr
    bpp = 4 if ctype == 6 else 3
    raw = zlib.decompress(idat)
    stride = w * bpp
    rows, prev = [], bytearray(stride)
    for y in range(h):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1 : (y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pr = a if pa <= pb and pa <= pc else b if pb <= pc else c
                line[i] = (line[i] + pr) & 255
        rows.append(
            [tuple(line[i : i + bpp]) + ((255,) if bpp == 3 else ()) for i in range(0, stride, bpp)]
        )
        prev = line
    return w, h, rows


class Pictures(unittest.TestCase):
    def run_minitf(self, code):
        self.dir = tempfile.mkdtemp(prefix="minitf-plot-")
        prog = os.path.join(self.dir, "prog.py")
        with open(prog, "w") as f:
            f.write(code)
        r = subprocess.run(
            [MINITF, prog], capture_output=True, text=True, cwd=self.dir, timeout=120
        )
        self.assertEqual(r.returncode, 0, r.stderr)
        return r.stdout

    def path(self, name):
        return os.path.join(self.dir, name)

    def test_default_png_size_and_colours(self):
        self.run_minitf(
            "import matplotlib.pyplot as plt\n"
            "plt.plot([0, 1], [0, 1], 'r-', linewidth=6)\n"
            "plt.savefig('line.png')\n"
            "plt.savefig('small.png', dpi=50)\n"
        )
        w, h, px = read_png(self.path("line.png"))
        self.assertEqual((w, h), (640, 480))
        self.assertEqual(px[5][5][:3], (255, 255, 255))  # the figure's white
        # The axes span 80..576 x 58..427 px; the line is its diagonal, red.
        x, y = 328, 242
        self.assertEqual(px[y][x][:3], (255, 0, 0))
        # A spine: black, 0.8 pt (1.1 px) wide, antialiased across x = 79 and 80.
        self.assertLess(min(max(px[300][x][:3]) for x in (79, 80, 81)), 160)
        self.assertEqual(read_png(self.path("small.png"))[:2], (320, 240))

    def test_tight_bbox_is_smaller(self):
        self.run_minitf(
            "import matplotlib.pyplot as plt\n"
            "plt.plot([1, 2, 3])\n"
            "plt.savefig('tight.png', bbox_inches='tight')\n"
        )
        w, h, _ = read_png(self.path("tight.png"))
        self.assertTrue(500 < w < 640 and 350 < h < 480, (w, h))

    def test_imshow_gray_pixels(self):
        self.run_minitf(
            "import numpy as np\nimport matplotlib.pyplot as plt\n"
            "img = np.array([[255, 0, 0, 0]] + [[0] * 4] * 3, dtype=np.uint8)\n"
            "plt.imshow(img, cmap='gray')\nplt.axis('off')\nplt.savefig('img.png')\n"
        )
        w, h, px = read_png(self.path("img.png"))
        # A square image centred in the axes box: 369 px tall, from y=58.
        self.assertEqual(px[80][200][:3], (255, 255, 255))  # pixel [0, 0]: white
        self.assertEqual(px[400][400][:3], (0, 0, 0))  # the rest: black

    def test_imshow_alpha_blends(self):
        # alpha=0.3 over the white axes: the colours matplotlib 3.6 paints at
        # these pixels (viridis' ends and middle, 70% white).
        out = self.run_minitf(
            "import numpy as np\nimport matplotlib.pyplot as plt\n"
            "plt.figure(figsize=(2, 2))\n"
            "plt.imshow(np.array([[0, 1], [2, 0]]), alpha=0.3)\nplt.savefig('a.png')\n"
            "for bad in (1.5, 'x'):\n"
            "    try:\n        plt.imshow([[0]], alpha=bad)\n"
            "    except (TypeError, ValueError) as e:\n        print(type(e).__name__, e)\n"
        )
        self.assertEqual(out, "ValueError alpha (1.5) is outside 0-1 range\n"
                         "TypeError alpha must be numeric or None, not a string\n")
        w, h, px = read_png(self.path("a.png"))
        for (x, y), want in (((70, 70), (199, 179, 204)), ((130, 70), (188, 221, 220)),
                             ((70, 130), (254, 247, 189))):
            got = px[y][x][:3]
            self.assertTrue(all(abs(a - b) <= 2 for a, b in zip(got, want)), (x, y, got, want))

    def test_colorbar_beside_image(self):
        out = self.run_minitf(
            "import numpy as np\nimport matplotlib.pyplot as plt\n"
            "plt.imshow(np.linspace(0, 255, 784).reshape(28, 28))\ncb = plt.colorbar()\n"
            "print(len(plt.gcf().axes), cb.ax.get_ylim())\nplt.savefig('cb.png')\n")
        self.assertEqual(out, "2 (0.0, 255.0)\n")
        w, h, px = read_png(self.path("cb.png"))
        # The bar spans x 502..520; the colours matplotlib 3.6 paints at these pixels.
        top, bottom = px[65][510][:3], px[420][510][:3]
        for got, want in ((top, (241, 229, 29)), (bottom, (70, 7, 90))):
            self.assertTrue(all(abs(a - b) <= 4 for a, b in zip(got, want)), (got, want))

    def test_tight_layout_near_matplotlib(self):
        out = self.run_minitf(
            "import matplotlib.pyplot as plt\nfig, axes = plt.subplots(2, 2)\n"
            "for ax in axes.flat:\n"
            "    ax.plot([0, 1000], [0, 1])\n    ax.set_xlabel('x label')\n"
            "    ax.set_ylabel('y label')\n    ax.set_title('title')\n"
            "fig.tight_layout()\n"
            "for ax in axes.flat:\n    print(*ax.get_position())\n")
        got = [[float(v) for v in line.split()] for line in out.splitlines()]
        # Debian's matplotlib 3.6 puts these Axes at (left, bottom, width, height):
        want = [[0.104, 0.606, 0.373, 0.321], [0.592, 0.606, 0.373, 0.321],
                [0.104, 0.121, 0.373, 0.321], [0.592, 0.121, 0.373, 0.321]]
        for g, w in zip(got, want):
            for a, b in zip(g, w):
                self.assertAlmostEqual(a, b, delta=0.025, msg=(got, want))

    def test_svg_keeps_text(self):
        self.run_minitf(
            "import matplotlib.pyplot as plt\n"
            "plt.plot([-2, 3], label='loss')\nplt.title('Training')\nplt.xlabel('epoch')\n"
            "plt.legend()\nplt.savefig('fig.svg')\n"
        )
        with open(self.path("fig.svg"), encoding="utf-8") as f:
            svg = f.read()
        self.assertTrue(svg.startswith("<?xml"))
        for text in ("Training", "epoch", "loss", "\u22122"):
            self.assertIn(">" + text + "</text>", svg)

    def test_show_in_a_terminal_saves(self):
        # The note is on stderr (stdout stays the program's); a second figure 1
        # gets a file of its own.
        prog = ("import matplotlib.pyplot as plt\nplt.plot([1, 2])\nplt.show()\n"
                "plt.figure(figsize=(2, 2))\nplt.plot([1, 2])\nplt.show()\nprint('done')\n")
        self.dir = tempfile.mkdtemp(prefix="minitf-plot-")
        with open(self.path("prog.py"), "w") as f:
            f.write(prog)
        r = subprocess.run([MINITF, "prog.py"], capture_output=True, text=True, cwd=self.dir,
                           timeout=120)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stdout, "done\n")
        self.assertEqual(r.stderr,
                         "plt.show(): a terminal has no pixels; Figure 1 saved as figure_1.png\n"
                         "plt.show(): a terminal has no pixels; Figure 1 saved as figure_2.png\n")
        self.assertEqual(read_png(self.path("figure_1.png"))[:2], (640, 480))
        self.assertEqual(read_png(self.path("figure_2.png"))[:2], (200, 200))


if __name__ == "__main__":
    MINITF = sys.argv.pop(1)
    unittest.main(verbosity=2)
