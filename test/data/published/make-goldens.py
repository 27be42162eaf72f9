#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Writes the golden movements of test/data/published/ by playing out, round by round, the
instructions the published descriptions give (who moves where, where the boards go). It
shares no code and no formula with the library: each movement is a room of tables whose
pairs and boards are moved after every round, as a director would move them.

    python3 test/data/published/make-goldens.py test/data/published
"""
import json
import os
import sys

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def grid_text(header, rounds):
    """header: '#' lines; rounds: per round, per table (ns, set, ew) with 0 = none."""
    out = list(header)
    for r, cells in enumerate(rounds, 1):
        parts = []
        for ns, s, ew in cells:
            parts.append("%s %s %s" % (ns or "-", LETTERS[s - 1] if s else "-", ew or "-"))
        out.append("%d: %s" % (r, " | ".join(parts)))
    return "\n".join(out) + "\n"


def movement_json(name, event, rounds, sets, participants, cells, stands=None, phantoms=None,
                  teams=None, extra=None):
    m = {"format": "bridgemove/1", "name": name, "event": event, "tables": len(cells[0]),
         "rounds": rounds, "sets": sets, "boards_per_set": 1, "participants": participants}
    if phantoms:
        m["phantoms"] = [[p] for p in phantoms]
    if teams:
        m["teams"] = teams
    m["grid"] = cells
    if stands:
        m["stands"] = [s[0] for s in stands]
        m["stand_contents"] = [[s[1][r] for s in stands] for r in range(rounds)]
    return dump(m)


def dump(m):
    """The JSON with one round of the grid (and of the stands' contents) a line."""
    lines = []
    for key, value in m.items():
        if key in ("grid", "stand_contents", "stands"):
            rows = ",\n    ".join(json.dumps(row) for row in value)
            lines.append('  "%s": [\n    %s\n  ]' % (key, rows))
        else:
            lines.append("  %s: %s" % (json.dumps(key), json.dumps(value)))
    return "{\n" + ",\n".join(lines) + "\n}\n"


def cell(ns, ew, s, copy=1):
    c = {"ns": ns, "ew": ew, "set": s}
    if copy != 1:
        c["copy"] = copy
    return c


# ---- hesitation Mitchell (EBU: John Pain, Unusual Movements for Clubs; the EBU manual) ----

def hesitation(T):
    """Odd T: a relay holding one set between tables (T-1)/2 and (T+1)/2. Even T: a relay
    holding two sets between tables T/2 and T/2+1; table T shares table 1's boards. Pairs
    1..T-1 stationary NS; the moving pairs go EW1 -> EW2 -> ... -> EWT -> NS T -> EW1."""
    half = (T - 1) // 2 if T % 2 else T // 2
    nrelay = 1 if T % 2 else 2
    # the board path, in the order the boards travel downwards reversed: stations
    path = [("table", t) for t in range(1, half + 1)] + [("relay", i) for i in range(nrelay)]
    path += [("table", t) for t in range(half + 1, T if T % 2 == 0 else T + 1)]
    # set out the sets in path order: set 1 on the first station, ...
    on = {st: i + 1 for i, st in enumerate(path)}
    # the loop of moving-pair places: EW at tables 1..T, then NS at table T
    places = [("EW", t) for t in range(1, T + 1)] + [("NS", T)]
    at = {("EW", t): T + t for t in range(1, T + 1)}
    at[("NS", T)] = T
    rounds, stand_rows = [], []
    for r in range(T + 1):
        row = []
        for t in range(1, T + 1):
            ns = t if t < T else at[("NS", T)]
            s = on[("table", t)] if ("table", t) in on else on[("table", 1)]
            row.append((ns, s, at[("EW", t)]))
        rounds.append(row)
        stand_rows.append([[on[("relay", i)], 1] for i in range(nrelay)])
        # the move: boards down one station (station i gets station i+1's set; the last
        # station gets the first's), the moving pairs one place along the loop
        sets = [on[st] for st in path]
        on = {st: sets[(i + 1) % len(path)] for i, st in enumerate(path)}
        at = {places[(i + 1) % len(places)]: at[p] for i, p in enumerate(places)}
    name = "Hesitation Mitchell, %d tables" % T
    stand = ({"id": 1, "name": "relay between tables %d and %d" % (half, half + 1),
              "after_table": half + 1, "copy": 0}, stand_rows)
    cells = [[cell(ns, ew, s) for ns, s, ew in row] for row in rounds]
    return rounds, movement_json(name, "pairs", T + 1, T + 1, 2 * T, cells, [stand]), name


# ---- the 1½-table appendix Mitchell (Ian McKinnon's movement pages) ----

def appendix(T):
    """Base B = T - 2 tables playing a Mitchell's boards (down one round the base); table
    B + 1 shares table 1's boards; table T has no NS pair and no boards. EW pairs move up one
    table over all T tables; with B even they skip a table after round B/2."""
    B = T - 2
    on = {t: t for t in range(1, B + 1)}
    ew_at = {t: T + t for t in range(1, T + 1)}   # EW pair number = T + its first table
    rounds = []
    for r in range(1, B + 1):
        row = []
        for t in range(1, T + 1):
            s = on[t] if t <= B else (on[1] if t == B + 1 else 0)
            row.append((t if t < T else T, s, ew_at[t]))
        rounds.append(row)
        on = {t: on[t % B + 1] for t in range(1, B + 1)}
        step = 2 if B % 2 == 0 and r == B // 2 else 1
        ew_at = {(t - 1 + step) % T + 1: ew_at[t] for t in range(1, T + 1)}
    name = "Appendix Mitchell, %d tables (%d pairs)" % (T, 2 * T - 1)
    cells = [[cell(ns, ew, s) for ns, s, ew in row] for row in rounds]
    return rounds, movement_json(name, "pairs", B, B, 2 * T, cells, phantoms=[T]), name


# ---- Coffin's criss-cross Mitchell with stationary boards (Ian McKinnon's movement pages) ----

def crisscross_published(T):
    """Boards stationary (set t on table t). Odd NS pairs move down one table all session,
    even NS pairs up one; odd EW pairs up one for the first T/2 rounds, then up T/2, then down
    one; even EW pairs down one, then up T/2, then up one. EW pair j is numbered T + j."""
    ns_at = {i: i for i in range(1, T + 1)}
    ew_at = {j: j for j in range(1, T + 1)}
    wrap = lambda x: (x - 1) % T + 1
    rounds = []
    for r in range(1, T + 1):
        ns_of = {ns_at[i]: i for i in ns_at}
        ew_of = {ew_at[j]: j for j in ew_at}
        rounds.append([(ns_of[t], t, T + ew_of[t]) for t in range(1, T + 1)])
        ns_at = {i: wrap(ns_at[i] + (-1 if i % 2 else 1)) for i in ns_at}
        if r < T // 2:
            move = {1: 1, 0: -1}
        elif r == T // 2:
            move = {1: T // 2, 0: T // 2}
        else:
            move = {1: -1, 0: 1}
        ew_at = {j: wrap(ew_at[j] + move[j % 2]) for j in ew_at}
    return rounds


# ---- the Berger tables (round-robin pairings, first player listed first) ----

def berger(n):
    """Published Berger table for n (even) players: round 1 is 1-n, 2-(n-1), ...; each next
    round the fixed player n alternates sides and the others step on by n/2 - 1 places."""
    rows = []
    for r in range(n - 1):
        first = [((r * (n // 2)) % (n - 1)) + 1]
        # the players of the round other than n, in the order of the rotating circle
        circle = [((r * (n // 2) + k) % (n - 1)) + 1 for k in range(n - 1)]
        pairs = [(circle[0], n) if r % 2 == 0 else (n, circle[0])]
        for k in range(1, n // 2):
            pairs.append((circle[k], circle[n - 1 - k]))
        rows.append(pairs)
    return rows


def write(folder, name, text):
    with open(os.path.join(folder, name), "w") as f:
        f.write(text)


def main(folder):
    for T, src in ((7, "John Pain, Unusual Movements for Clubs (EBU), example 1: seven tables "
                        "playing eight rounds"),
                   (8, "the EBU manual's eight-table hesitation (club guides' summary: 9 sets, "
                       "two relays between tables 4 and 5, tables 8 and 1 share, pivot at table 8)")):
        rows, js, name = hesitation(T)
        head = ["# name: " + name, "# source: " + src, "# event: pairs",
                "# tables: %d" % T, "# rounds: %d" % (T + 1), "# participants: %d" % (2 * T),
                "# NS pairs 1-%d stationary; moving pairs %d-%d: EW1 -> ... -> EW%d -> NS%d -> EW1"
                % (T - 1, T, 2 * T, T, T)]
        write(folder, "hesitation-%d.txt" % T, grid_text(head, rows))
        write(folder, "hesitation-%d.json" % T, js)
    for T in (11, 10):
        rows, js, name = appendix(T)
        head = ["# name: " + name,
                "# source: Ian McKinnon's movement pages, 1½ table appendix Mitchell (%s½ tables)"
                % (T - 1),
                "# event: pairs", "# tables: %d" % T, "# rounds: %d" % (T - 2),
                "# NS pair %d is absent (the half table: a phantom, no boards), so the EW pair "
                "there sits out; the text numbers EW pairs by table, here EW pair e is %d + e"
                % (T, T)]
        write(folder, "appendix-%d.txt" % T, grid_text(head, rows))
        write(folder, "appendix-%d.json" % T, js)
    rows = crisscross_published(8)
    head = ["# name: Criss-cross Mitchell, 8 tables, boards stationary (the published form)",
            "# source: Ian McKinnon's movement pages, Criss-cross Mitchell (G. S. Coffin)",
            "# set t stays on table t; NS pairs and EW pairs (9-16) move as the text says",
            "# the library's crisscross is this movement with NS pairs and sets exchanged"]
    write(folder, "crisscross-8-stationary-boards.txt", grid_text(head, rows))
    for n in (4, 6, 8, 10):
        lines = ["# Berger table for %d players (or %d with a bye)" % (n, n - 1),
                 "# source: the Berger tables for round-robin pairings (FIDE Handbook)",
                 "# one line per round: the pairs that meet"]
        for r, pairs in enumerate(berger(n), 1):
            lines.append("%d: %s" % (r, " ".join("%d-%d" % p for p in pairs)))
        write(folder, "berger-%d.txt" % n, "\n".join(lines) + "\n")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__)))
