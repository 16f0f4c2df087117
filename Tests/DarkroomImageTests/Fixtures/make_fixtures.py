#!/usr/bin/env python3
"""Writes the PNG fixtures of DarkroomImageTests. The outputs are committed; the tests never
run this script. Needs Python 3.12 with pypng 0.20220715.0 and Pillow 13.0.0.

decoding/NAME.png   one image per colour type, bit depth and variant (palette with tRNS,
                    grey and RGB colour keys, Adam7, every row filter, split IDAT chunks, pHYs)
decoding/NAME.rgba  the pixels the decoder must produce: 8-bit RGBA, straight alpha; samples
                    of fewer bits scaled up exactly, 16-bit samples reduced to their high byte
pairs/NAME_a.png, pairs/NAME_b.png
                    small image pairs for the comparison tests; the counts pixelmatch gives for
                    them are written down in the tests, with how they were computed
"""
import os
import struct
import zlib

import png
from PIL import Image, ImageDraw, ImageFont

HERE = os.path.dirname(os.path.abspath(__file__))
W, H = 13, 7


def sample(x, y, channel, depth):
    """A deterministic pattern that reaches the extremes of every bit depth."""
    top = (1 << depth) - 1
    if depth == 16:
        return (x * 4099 + y * 7919 + channel * 21011) % 65536
    value = (x * 3 + y * 5 + channel * 7) % (top + 1)
    return top if (x + y) % 5 == 0 else value


def to8(value, depth):
    if depth == 16:
        return value >> 8
    return value * 255 // ((1 << depth) - 1)


def save(name, writer, rows, expected):
    with open(os.path.join(HERE, "decoding", name + ".png"), "wb") as f:
        writer.write(f, rows)
    with open(os.path.join(HERE, "decoding", name + ".rgba"), "wb") as f:
        f.write(bytes(expected))


def grey(depth, interlace=False, key=None):
    rows = [[sample(x, y, 0, depth) for x in range(W)] for y in range(H)]
    expected = []
    for row in rows:
        for v in row:
            g = to8(v, depth)
            expected += [g, g, g, 0 if key is not None and v == key else 255]
    name = f"grey-{depth}" + ("-interlaced" if interlace else "") + ("-key" if key is not None else "")
    writer = png.Writer(W, H, greyscale=True, bitdepth=depth, interlace=interlace, transparent=key)
    save(name, writer, rows, expected)


def grey_alpha(depth):
    rows = [sum(([sample(x, y, 0, depth), sample(x, y, 3, depth)] for x in range(W)), []) for y in range(H)]
    expected = []
    for row in rows:
        for i in range(0, len(row), 2):
            g = to8(row[i], depth)
            expected += [g, g, g, to8(row[i + 1], depth)]
    save(f"grey-alpha-{depth}", png.Writer(W, H, greyscale=True, alpha=True, bitdepth=depth), rows, expected)


def color(depth, alpha, interlace=False, key=None):
    channels = 4 if alpha else 3
    rows = [sum(([sample(x, y, c, depth) for c in range(channels)] for x in range(W)), []) for y in range(H)]
    expected = []
    for row in rows:
        for i in range(0, len(row), channels):
            rgb = row[i:i + 3]
            a = to8(row[i + 3], depth) if alpha else (0 if key is not None and tuple(rgb) == key else 255)
            expected += [to8(v, depth) for v in rgb] + [a]
    name = ("rgba" if alpha else "rgb") + f"-{depth}" + ("-interlaced" if interlace else "") + ("-key" if key else "")
    writer = png.Writer(W, H, greyscale=False, alpha=alpha, bitdepth=depth, interlace=interlace, transparent=key)
    save(name, writer, rows, expected)


def palette(depth, translucent=False, interlace=False):
    count = 1 << depth
    entries = []
    for i in range(count):
        rgb = ((i * 67) % 256, (i * 131 + 40) % 256, (255 - i * 29) % 256)
        entries.append(rgb + ((i * 53) % 256,) if translucent and i % 3 else rgb + ((255,) if translucent else ()))
    rows = [[sample(x, y, 0, depth) for x in range(W)] for y in range(H)]
    expected = []
    for row in rows:
        for v in row:
            e = entries[v]
            expected += list(e[:3]) + [e[3] if len(e) == 4 else 255]
    name = f"palette-{depth}" + ("-trns" if translucent else "") + ("-interlaced" if interlace else "")
    save(name, png.Writer(W, H, palette=entries, bitdepth=depth, interlace=interlace), rows, expected)


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else (b if pb <= pc else c)


def every_filter(name, channels, width=37, height=17, idat_size=50, ppm=None):
    """8-bit RGB or RGBA whose rows use all five filters, Paeth also two, three and five rows
    in a row (unfiltered together) and as the last row, in small IDAT chunks: the fast
    decoder's path."""
    pixels = [[(x * 37 + y * 11 + c * 91 + (x * y) % 17) % 256 for x in range(width) for c in range(channels)]
              for y in range(height)]
    raw = bytearray()
    previous = [0] * (width * channels)
    for y, row in enumerate(pixels):
        kind = [4, 4, 0, 1, 2, 3, 4, 4, 4, 1, 4, 4, 4, 4, 4, 2, 4][y % 17]
        raw.append(kind)
        for i, v in enumerate(row):
            a = row[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            predictor = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
            raw.append((v - predictor) % 256)
        previous = row
    data = zlib.compress(bytes(raw), 9)
    out = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2 if channels == 3 else 6, 0, 0, 0))
    if ppm:
        out += chunk(b"pHYs", struct.pack(">IIB", ppm, ppm, 1))
    for start in range(0, len(data), idat_size):
        out += chunk(b"IDAT", data[start:start + idat_size])
    out += chunk(b"IEND", b"")
    with open(os.path.join(HERE, "decoding", name + ".png"), "wb") as f:
        f.write(out)
    expected = []
    for row in pixels:
        for i in range(0, len(row), channels):
            expected += row[i:i + 3] + ([row[i + 3]] if channels == 4 else [255])
    with open(os.path.join(HERE, "decoding", name + ".rgba"), "wb") as f:
        f.write(bytes(expected))


def oversized():
    """A 100 000 × 100 000 header over a few bytes of data: a decompression bomb's shape."""
    out = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 100000, 100000, 8, 2, 0, 0, 0))
    out += chunk(b"IDAT", zlib.compress(b"\x00" * 1000)) + chunk(b"IEND", b"")
    with open(os.path.join(HERE, "decoding", "oversized.png"), "wb") as f:
        f.write(out)


def pairs():
    font = ImageFont.truetype("DejaVuSans-Bold.ttf", 40)  # Debian: fonts-dejavu-core

    def drawn(size, paint, mode="RGB", background="white"):
        big = Image.new(mode, (size[0] * 2, size[1] * 2), background)
        paint(ImageDraw.Draw(big))
        return big.resize(size, Image.Resampling.BOX)

    out = os.path.join(HERE, "pairs")
    # Text moved by half a pixel (anti-aliasing only) and a badge recoloured (a real change).
    drawn((64, 40), lambda d: (d.text((8, 6), "Hi", font=font, fill="black"),
                                d.ellipse((96, 8, 118, 30), fill="#d33"))).save(f"{out}/text_a.png")
    drawn((64, 40), lambda d: (d.text((9, 6), "Hi", font=font, fill="black"),
                                d.ellipse((96, 8, 118, 30), fill="#36c"))).save(f"{out}/text_b.png")
    # A button moved by a few pixels, and a tint too faint for threshold 0.1.
    drawn((48, 48), lambda d: (d.rounded_rectangle((10, 10, 60, 40), 8, fill="#2a6"),
                                d.rectangle((0, 80, 95, 95), fill="#ffffff"))).save(f"{out}/button_a.png")
    drawn((48, 48), lambda d: (d.rounded_rectangle((10, 22, 60, 52), 8, fill="#2a6"),
                                d.rectangle((0, 80, 95, 95), fill="#f4f4ff"))).save(f"{out}/button_b.png")
    # Semi-transparent pixels: a translucent disc whose alpha changes.
    drawn((32, 32), lambda d: d.ellipse((8, 8, 56, 56), fill=(20, 120, 220, 140)),
          mode="RGBA", background=(0, 0, 0, 0)).save(f"{out}/alpha_a.png")
    drawn((32, 32), lambda d: d.ellipse((8, 8, 56, 56), fill=(20, 120, 220, 200)),
          mode="RGBA", background=(0, 0, 0, 0)).save(f"{out}/alpha_b.png")


if __name__ == "__main__":
    for depth in (1, 2, 4, 8, 16):
        grey(depth)
    grey(4, interlace=True)
    grey(8, key=9)
    grey(16, key=sample(0, 1, 0, 16))
    for depth in (8, 16):
        grey_alpha(depth)
        color(depth, alpha=False)
        color(depth, alpha=True)
    color(8, alpha=False, key=(sample(2, 0, 0, 8), sample(2, 0, 1, 8), sample(2, 0, 2, 8)))
    color(8, alpha=True, interlace=True)
    color(16, alpha=False, interlace=True)
    for depth in (1, 2, 4, 8):
        palette(depth)
    palette(8, translucent=True)
    palette(2, translucent=True, interlace=True)
    every_filter("filters-rgb", 3)
    every_filter("filters-rgba", 4, ppm=5669)
    every_filter("filters-rgb-narrow", 3, width=1)
    every_filter("filters-rgba-narrow", 4, width=2)
    oversized()
    pairs()
