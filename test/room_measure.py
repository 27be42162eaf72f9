# SPDX-License-Identifier: MIT
"""Measures a room picture (bridgemove picture --what room): label boxes (tables, seat badges,
stands) overlapping each other, arrows passing over a label box, and crossings of arrows. Used
by test-room-layout.py and tools/room-measure.py."""
import math
import re

LABELS = ("tb", "ti", "tx", "st", "sn", "se", "sa")
RECT = re.compile(r'<rect x="([-\d.]+)" y="([-\d.]+)" width="([\d.]+)" height="([\d.]+)"'
                  r'[^>]*class="(\w+)"')
PATH = re.compile(r'<path d="([^"]+)" class="(\w+)"([^>]*?)/?>')
ENDS = re.compile(r'data-ends="(\d+) (\d+)"')
NUMBER = re.compile(r'[A-Za-z]|-?[\d.]+')


def boxes(svg):
    out = []
    for m in RECT.finditer(svg):
        x, y, w, h = map(float, m.groups()[:4])
        if m.group(5) in LABELS:
            out.append((x, y, x + w, y + h, m.group(5)))
    return out


def arc_points(x0, y0, r, large, sweep, x1, y1, steps=24):
    """Points of an SVG circular arc (no rotation), from its end-point form."""
    mx, my = (x1 - x0) / 2, (y1 - y0) / 2
    d2 = mx * mx + my * my
    if d2 == 0:
        return [(x1, y1)]
    r = max(r, math.sqrt(d2))
    k = math.sqrt(max(r * r - d2, 0) / d2) * (1 if large != sweep else -1)
    cx, cy = (x0 + x1) / 2 - k * my, (y0 + y1) / 2 + k * mx
    a0, a1 = math.atan2(y0 - cy, x0 - cx), math.atan2(y1 - cy, x1 - cx)
    da = a1 - a0
    if sweep and da < 0:
        da += 2 * math.pi
    if not sweep and da > 0:
        da -= 2 * math.pi
    return [(cx + r * math.cos(a0 + da * i / steps), cy + r * math.sin(a0 + da * i / steps))
            for i in range(1, steps + 1)]


def path_points(d):
    """A polyline through the path: M, L, Q (sampled) and A (sampled) commands."""
    tok = NUMBER.findall(d)
    pts, i, cmd = [], 0, None
    while i < len(tok):
        if tok[i].isalpha():
            cmd = tok[i]
            i += 1
        v = lambda n: [float(t) for t in tok[i:i + n]]
        if cmd in "ML":
            pts.append(tuple(v(2)))
            i += 2
        elif cmd == "Q":
            cx, cy, x, y = v(4)
            x0, y0 = pts[-1]
            for s in range(1, 21):
                t = s / 20
                u = 1 - t
                pts.append((u * u * x0 + 2 * u * t * cx + t * t * x,
                            u * u * y0 + 2 * u * t * cy + t * t * y))
            i += 4
        elif cmd == "A":
            r, _, _, large, sweep, x, y = v(7)
            pts += arc_points(pts[-1][0], pts[-1][1], r, int(large), int(sweep), x, y)
            i += 7
        else:
            raise ValueError("path command %r not measured" % cmd)
    return pts


def arrows(svg):
    """Every drawn path outside the markers: (class, points, loop ends or None)."""
    body = re.sub(r"<defs>.*?</defs>", "", svg, flags=re.S)
    out = []
    for m in PATH.finditer(body):
        e = ENDS.search(m.group(3))
        ends = (int(e.group(1)), int(e.group(2))) if e else None
        out.append((m.group(2), path_points(m.group(1)), ends))
    return out


def overlap(a, b):
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def cross(p, q, r, s):
    d = lambda a, b, c: (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
    return d(p, q, r) * d(p, q, s) < 0 and d(r, s, p) * d(r, s, q) < 0


def seg_in_box(p, q, b):
    """Whether the segment pq enters the box (sampled finely: segments are short or straight)."""
    n = max(2, int(math.hypot(q[0] - p[0], q[1] - p[1]) / 2))
    for i in range(n + 1):
        x, y = p[0] + (q[0] - p[0]) * i / n, p[1] + (q[1] - p[1]) * i / n
        if b[0] < x < b[2] and b[1] < y < b[3]:
            return True
    return False


def interleaved(a, b, n):
    """Whether the ends of two routes alternate round a loop of n places."""
    def inside(p, lo, hi):
        return 0 < (p - lo) % n < (hi - lo) % n
    (a0, a1), (b0, b1) = a, b
    if len({a0, a1, b0, b1}) < 4:
        return False
    return inside(b0, a0, a1) != inside(b1, a0, a1)


def measure(svg):
    """(labels overlapping, arrow over label, crossings, arrows, bound on crossings)."""
    bx = boxes(svg)
    lo = sum(1 for i in range(len(bx)) for j in range(i) if overlap(bx[i], bx[j]))
    cv = arrows(svg)
    over = 0
    for _, pts, _ in cv:
        for b in bx:
            if any(seg_in_box(pts[k], pts[k + 1], b) for k in range(len(pts) - 1)):
                over += 1
    crossings = 0
    for i in range(len(cv)):
        for j in range(i):
            pi, pj = cv[i][1], cv[j][1]
            for k in range(len(pi) - 1):
                for l in range(len(pj) - 1):
                    if cross(pi[k], pi[k + 1], pj[l], pj[l + 1]):
                        crossings += 1
    routed = [(c, e) for c, _, e in cv if e is not None]
    n = max([max(e) for _, e in routed] + [0]) + 1
    bound = 0
    for i in range(len(routed)):
        for j in range(i):
            same_side = (routed[i][0] in ("an", "ae")) == (routed[j][0] in ("an", "ae"))
            if not same_side:
                continue
            ei, ej = routed[i][1], routed[j][1]
            if interleaved(ei, ej, n) or set(ei) & set(ej):
                bound += 1
    return lo, over, crossings, len(cv), bound
