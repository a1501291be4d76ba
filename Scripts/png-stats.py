#!/usr/bin/env python3
"""Facts about PNG screenshots, for the browser tests (standard library only).

    png-stats.py A.png            -> {"width":..,"height":..,"colors":..,"dominant":..}
    png-stats.py A.png B.png      -> the same for A, plus "differing": fraction of pixels that differ
    png-stats.py --crop X,Y,W,H A.png [B.png]  -> the same, over that rectangle of each image only
    png-stats.py --tolerance N A.png [B.png]   -> pixels differ only when a channel differs by more than N;
                                                  "outliers" counts pixels that far from the dominant colour

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


def stats(pixels, width, height, tolerance=0):
    counts = {}
    for pixel in pixels:
        counts[pixel] = counts.get(pixel, 0) + 1
        if len(counts) > 10000:
            break
    dominant = max(counts.values()) / len(pixels) if pixels else 1.0
    mode = max(counts, key=counts.get) if counts else b""
    # Pixels further than the tolerance from the most common colour: on a line across a flat
    # area, a seam between two shapes shows up here.
    outliers = sum(1 for pixel in pixels if any(abs(p - q) > tolerance for p, q in zip(pixel, mode)))
    return {"width": width, "height": height, "colors": len(counts), "dominant": round(dominant, 4), "outliers": outliers}


def crop(image, box):
    width, height, pixels = image
    if box is None:
        return image
    x, y, w, h = box
    if x < 0 or y < 0 or w <= 0 or h <= 0 or x + w > width or y + h > height:
        raise SystemExit(f"crop {box} is outside the {width}x{height} image")
    return w, h, [pixels[row * width + column] for row in range(y, y + h) for column in range(x, x + w)]


def main(arguments):
    box = None
    tolerance = 0
    while arguments[:1] in (["--crop"], ["--tolerance"]) and len(arguments) >= 2:
        if arguments[0] == "--crop":
            box = tuple(int(part) for part in arguments[1].split(","))
        else:
            tolerance = int(arguments[1])
        arguments = arguments[2:]
    if len(arguments) not in (1, 2):
        raise SystemExit(__doc__)
    read = lambda path: crop(read_png(path), box)
    width, height, first = read(arguments[0])
    result = stats(first, width, height, tolerance)
    if len(arguments) == 2:
        other_width, other_height, second = read(arguments[1])
        if (other_width, other_height) != (width, height):
            result["differing"] = 1.0
        else:
            differing = sum(1 for a, b in zip(first, second) if any(abs(p - q) > tolerance for p, q in zip(a, b)))
            result["differing"] = round(differing / len(first), 4) if first else 0.0
    print(json.dumps(result, sort_keys=True))


if __name__ == "__main__":
    main(sys.argv[1:])
