#!/usr/bin/env python3
"""Writes a Windows .ico whose images are PNGs (supported since Windows Vista).

Usage: write_ico.py --output app.ico 16.png 32.png ... 256.png

The ICO container is a 6-byte header, one 16-byte directory entry per image, then the images.
Each entry's width and height come from the PNG's IHDR chunk; 256 is stored as 0, as the format
requires. No imaging library is needed: the PNG bytes are stored unchanged.
"""
import argparse
import struct
import sys

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_size(data, name):
    # The IHDR chunk always comes first: signature (8), length (4), type (4), width, height.
    if data[:8] != PNG_SIGNATURE or data[12:16] != b"IHDR":
        raise ValueError(f"{name}: not a PNG file")
    width, height = struct.unpack(">II", data[16:24])
    if not (1 <= width <= 256 and 1 <= height <= 256):
        raise ValueError(f"{name}: {width}x{height} does not fit an ICO entry (at most 256x256)")
    return width, height


def build_ico(images):
    """images: list of (name, png bytes). Returns the .ico bytes, entries smallest first."""
    entries = sorted(((png_size(data, name), data) for name, data in images), key=lambda item: item[0])
    header = struct.pack("<HHH", 0, 1, len(entries))  # reserved, type 1 = icon, image count
    offset = len(header) + 16 * len(entries)
    directory = b""
    for (width, height), data in entries:
        directory += struct.pack("<BBBBHHII",
                                 width % 256, height % 256,  # 256 is written as 0
                                 0, 0,                       # no palette, reserved
                                 1, 32,                      # colour planes, bits per pixel
                                 len(data), offset)
        offset += len(data)
    return header + directory + b"".join(data for _, data in entries)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", required=True)
    parser.add_argument("pngs", nargs="+")
    arguments = parser.parse_args()
    images = []
    for path in arguments.pngs:
        with open(path, "rb") as png:
            images.append((path, png.read()))
    try:
        ico = build_ico(images)
    except ValueError as error:
        print(f"write_ico.py: {error}", file=sys.stderr)
        return 1
    with open(arguments.output, "wb") as out:
        out.write(ico)
    return 0


if __name__ == "__main__":
    sys.exit(main())
