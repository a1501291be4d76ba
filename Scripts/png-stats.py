#!/usr/bin/env python3
"""Facts about PNG screenshots, for the browser tests (standard library only).

    png-stats.py A.png            -> {"width":..,"height":..,"colors":..,"dominant":..,"outliers":..}
    png-stats.py A.png B.png      -> the same for A, plus "differing": fraction of pixels that differ
    png-stats.py --crop X,Y,W,H A.png [B.png]  -> the same, over that rectangle of each image only
    png-stats.py --tolerance N A.png [B.png]   -> pixels differ only when a channel differs by more than N;
                                                  "outliers" counts pixels that far from the dominant colour
    png-stats.py [--tolerance N] --pairs A B [C D ...]
                                  -> one line per pair, as for "A B"; each file is decoded once, and
                                     an item may name a rectangle of its file: shot.png@X,Y,W,H

"colors" counts distinct colours (capped at 10000: 10001 means more), "dominant" is the share of
the most common colour: a blank page is one colour (dominant 1.0). Only 8-bit greyscale, RGB and
RGBA, non-interlaced PNGs are read: what Chromium writes.

The pixels are counted by colour first, so the per-pixel work happens in C (bytes slicing,
Counter, zip); only the rows that Chromium filters with "average" or "Paeth" are undone byte by byte.
"""
import json
import struct
import sys
import zlib
from collections import Counter
from itertools import accumulate

COLOUR_CAP = 10000


def unfilter_sub(line, channels):
    """Filter 1: each byte plus the one a pixel to the left, as running sums per channel."""
    out = bytearray(len(line))
    for channel in range(channels):
        out[channel::channels] = bytes(value & 0xFF for value in accumulate(line[channel::channels]))
    return out


def unfilter_up(line, previous):
    """Filter 2: each byte plus the one above, all bytes of the row at once (no carries between bytes)."""
    size = len(line)
    a = int.from_bytes(line, "little")
    b = int.from_bytes(previous, "little")
    low = int.from_bytes(b"\x7f" * size, "little")
    high = int.from_bytes(b"\x80" * size, "little")
    total = ((a & low) + (b & low)) ^ ((a ^ b) & high)
    return bytearray(total.to_bytes(size, "little"))


def unfilter_slow(kind, line, previous, channels):
    """Filters 3 (average) and 4 (Paeth): they depend on the byte just decoded, so one at a time."""
    for i in range(len(line)):
        left = line[i - channels] if i >= channels else 0
        up = previous[i]
        if kind == 3:
            line[i] = (line[i] + ((left + up) >> 1)) & 0xFF
        else:
            corner = previous[i - channels] if i >= channels else 0
            estimate = left + up - corner
            pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - corner)
            predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else corner)
            line[i] = (line[i] + predictor) & 0xFF
    return line


def read_png(path):
    """(width, height, channels, rows): rows are the image's unfiltered rows of bytes."""
    try:
        with open(path, "rb") as handle:
            data = handle.read()
    except OSError as error:
        raise SystemExit(f"{path}: {error.strerror}")
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
    for row in range(height):
        offset = row * (stride + 1)
        kind = raw[offset]
        line = bytearray(raw[offset + 1:offset + 1 + stride])
        if kind == 1:
            line = unfilter_sub(line, channels)
        elif kind == 2:
            line = unfilter_up(line, previous)
        elif kind in (3, 4):
            line = unfilter_slow(kind, line, previous, channels)
        elif kind != 0:
            raise SystemExit(f"{path}: row {row} has unknown filter {kind}")
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows


def pixels(image, box):
    """(width, height, pixels) of `box` (all of it when None): one bytes object per pixel."""
    width, height, channels, rows = image
    x, y, w, h = box if box is not None else (0, 0, width, height)
    if x < 0 or y < 0 or w <= 0 or h <= 0 or x + w > width or y + h > height:
        raise SystemExit(f"crop {box} is outside the {width}x{height} image")
    out = []
    for row in rows[y:y + h]:
        line = row[x * channels:(x + w) * channels]
        out.extend(line[i:i + channels] for i in range(0, len(line), channels))
    return w, h, out


def far(a, b, tolerance):
    return any(abs(p - q) > tolerance for p, q in zip(a, b))


def stats(pixels, width, height, tolerance=0):
    counts = Counter(pixels)
    if len(counts) > COLOUR_CAP:
        # Counting stops at the first pixel past the cap; the share is of all pixels.
        capped = {}
        for pixel in pixels:
            capped[pixel] = capped.get(pixel, 0) + 1
            if len(capped) > COLOUR_CAP:
                break
        colours, counted = len(capped), capped
    else:
        colours, counted = len(counts), counts
    dominant = max(counted.values()) / len(pixels) if pixels else 1.0
    mode = max(counted, key=counted.get) if counted else b""
    # Pixels further than the tolerance from the most common colour: on a line across a flat
    # area, a seam between two shapes shows up here. Decided once per colour.
    outliers = sum(count for colour, count in counts.items() if far(colour, mode, tolerance))
    return {"width": width, "height": height, "colors": colours, "dominant": round(dominant, 4), "outliers": outliers}


def differing(first, second, tolerance):
    """The share of pixels that differ by more than `tolerance` in a channel, decided once per pair of colours."""
    if not first:
        return 0.0
    changed = Counter(pair for pair in zip(first, second) if pair[0] != pair[1])
    count = sum(n for (a, b), n in changed.items() if far(a, b, tolerance))
    return round(count / len(first), 4)


def compare(first, second, tolerance):
    width, height, one = first
    result = stats(one, width, height, tolerance)
    if second is not None:
        other_width, other_height, two = second
        if (other_width, other_height) != (width, height):
            result["differing"] = 1.0
        else:
            result["differing"] = differing(one, two, tolerance)
    return result


def parse_box(text):
    try:
        box = tuple(int(part) for part in text.split(","))
    except ValueError:
        box = ()
    if len(box) != 4:
        raise SystemExit(f"a rectangle is X,Y,W,H in whole pixels, not '{text}'")
    return box


def main(arguments):
    box = None
    tolerance = 0
    pairs = False
    while arguments[:1] in (["--crop"], ["--tolerance"], ["--pairs"]):
        if arguments[0] == "--pairs":
            pairs = True
            arguments = arguments[1:]
            continue
        if len(arguments) < 2:
            raise SystemExit(__doc__)
        if arguments[0] == "--crop":
            box = parse_box(arguments[1])
        else:
            tolerance = int(arguments[1])
        arguments = arguments[2:]
    decoded = {}

    def item(text):
        path, _, rectangle = text.rpartition("@") if pairs and "@" in text else (text, "", "")
        if path not in decoded:
            decoded[path] = read_png(path)
        return pixels(decoded[path], parse_box(rectangle) if rectangle else box)

    if pairs:
        if not arguments or len(arguments) % 2:
            raise SystemExit(__doc__)
        for first, second in zip(arguments[0::2], arguments[1::2]):
            print(json.dumps(compare(item(first), item(second), tolerance), sort_keys=True))
        return
    if len(arguments) not in (1, 2):
        raise SystemExit(__doc__)
    first = item(arguments[0])
    second = item(arguments[1]) if len(arguments) == 2 else None
    print(json.dumps(compare(first, second, tolerance), sort_keys=True))


if __name__ == "__main__":
    main(sys.argv[1:])
