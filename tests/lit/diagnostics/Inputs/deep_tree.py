#!/usr/bin/env python3
"""Creates DIR/deep/<name>/<name>/... nested beyond PATH_MAX (4096 bytes),
so that opening the innermost folder by its full path fails with "File name
too long" while each step, made relative to its parent, succeeds.

usage: deep_tree.py DIR
"""
import os
import sys

fd = os.open(sys.argv[1], os.O_RDONLY)
name = "d" * 200
for _ in range(25):
    os.mkdir(name, dir_fd=fd)
    inner = os.open(name, os.O_RDONLY, dir_fd=fd)
    os.close(fd)
    fd = inner
os.close(fd)
