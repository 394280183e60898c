#!/usr/bin/python3
"""Draws the kernelspec logos (logo-32x32.png, logo-64x64.png) with the standard
library only: an orange tile with a white pixel-font "tf". The PNGs are
committed; run this again only to change them.

usage: make_logos.py OUTPUT_DIR
"""
import struct
import sys
import zlib

ORANGE = (255, 111, 0)  # TensorFlow's orange
DARK = (200, 80, 0)
WHITE = (255, 255, 255)

# 5x7 glyphs, '#' = ink.
GLYPHS = {
    "t": [".#...", ".#...", "####.", ".#...", ".#...", ".#..#", "..##."],
    "f": ["..##.", ".#..#", ".#...", "####.", ".#...", ".#...", ".#..."],
}


def pixels(size):
    img = [[ORANGE] * size for _ in range(size)]
    border = max(1, size // 16)
    for y in range(size):
        for x in range(size):
            if x < border or y < border or x >= size - border or y >= size - border:
                img[y][x] = DARK
    scale = size // 11
    text_w = (5 + 1 + 5) * scale
    x0 = (size - text_w) // 2 + scale // 2
    y0 = (size - 7 * scale) // 2
    for gi, ch in enumerate("tf"):
        for gy, row in enumerate(GLYPHS[ch]):
            for gx, c in enumerate(row):
                if c != "#":
                    continue
                for dy in range(scale):
                    for dx in range(scale):
                        img[y0 + gy * scale + dy][x0 + gi * 6 * scale + gx * scale + dx] = WHITE
    return img


def png(img):
    raw = b"".join(b"\x00" + bytes(c for px in row for c in px) for row in img)

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    h, w = len(img), len(img[0])
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "."
    for size in (32, 64):
        with open(f"{out}/logo-{size}x{size}.png", "wb") as f:
            f.write(png(pixels(size)))


if __name__ == "__main__":
    main()
