#!/usr/bin/env python3
"""Facts about PNG screenshots, for the browser tests (standard library only).

    png-stats.py A.png            -> {"width":..,"height":..,"colors":..,"dominant":..}
    png-stats.py A.png B.png      -> the same for A, plus "differing": fraction of pixels that differ

"colors" counts distinct colours (capped at 10000), "dominant" is the share of the most common
colour: a blank page is one colour (dominant 1.0). Only 8-bit greyscale, RGB and RGBA,
non-interlaced PNGs are read: what Chromium writes.
"""
import json
import struct
import sys
import zlib


def read_png(path):
    with open(path, "rb") as handle:
        data = handle.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit(f"{path}: not a PNG")
    position = 8
    width = height = depth = color_type = interlace = None
    compressed = bytearray()
    while position < len(data):
        (length,) = struct.unpack(">I", data[position:position + 4])
        kind = data[position + 4:position + 8]
        body = data[position + 8:position + 8 + length]
        position += 12 + length
        if kind == b"IHDR":
            width, height, depth, color_type, _, _, interlace = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            compressed += body
        elif kind == b"IEND":
            break
    channels = {0: 1, 2: 3, 4: 2, 6: 4}.get(color_type)
    if depth != 8 or channels is None or interlace != 0:
        raise SystemExit(f"{path}: unsupported PNG (depth {depth}, colour type {color_type}, interlace {interlace})")
    raw = zlib.decompress(bytes(compressed))
    stride = width * channels
    rows = []
    previous = bytearray(stride)
    offset = 0
    for _ in range(height):
        kind = raw[offset]
        line = bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + ((left + up) >> 1)) & 0xFF
            elif kind == 4:
                estimate = left + up - corner
                pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - corner)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else corner)
                line[i] = (line[i] + predictor) & 0xFF
        rows.append(bytes(line))
        previous = line
    pixels = [row[x * channels:(x + 1) * channels] for row in rows for x in range(width)]
    return width, height, pixels


def stats(pixels, width, height):
    counts = {}
    for pixel in pixels:
        counts[pixel] = counts.get(pixel, 0) + 1
        if len(counts) > 10000:
            break
    dominant = max(counts.values()) / len(pixels) if pixels else 1.0
    return {"width": width, "height": height, "colors": len(counts), "dominant": round(dominant, 4)}


def main(arguments):
    if len(arguments) not in (1, 2):
        raise SystemExit(__doc__)
    width, height, first = read_png(arguments[0])
    result = stats(first, width, height)
    if len(arguments) == 2:
        other_width, other_height, second = read_png(arguments[1])
        if (other_width, other_height) != (width, height):
            result["differing"] = 1.0
        else:
            differing = sum(1 for a, b in zip(first, second) if a != b)
            result["differing"] = round(differing / len(first), 4) if first else 0.0
    print(json.dumps(result, sort_keys=True))


if __name__ == "__main__":
    main(sys.argv[1:])
