#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Whole Swiss events from the command line on simulated results (issue 29's "Done when"):
a 10-round Swiss teams of 23 teams and a 7-round Swiss pairs of 40 pairs; then a Dutch teams
and a Monrad pairs, each with stationary sides (checked at their tables every round).

Each round: `bridgemove swiss round` prints the draw; `guide`, `convert --to roundData` and
`travellers` read the event file as the round's movement; raw scores are simulated board by
board at every table and fed to `bridgemove swiss next` as a results CSV (the session's
results keyed by the round's movement), which records them and makes the next round. Checked
every round: each participant once (or the bye), no repeat meeting, the bye rotating (nobody
has a second bye while another has none), the cards and RoundData of the round's tables and
boards, each round's number on the cards and in RoundData. At the end the standings equal a
recomputation made here from the raw scores with this file's own IMP scale, WBF 20-VP formula and matchpoints.

usage: test-swiss-cli.py BRIDGEMOVE"""
import json
import math
import os
import random
import subprocess
import sys
import tempfile

CLI = sys.argv[1]
SCORES = [50, 90, 110, 120, 140, 170, 400, 420, 430, 450, 480, 600, 620, 650, 1430]

# The WBF IMP scale: the upper bound of each step's point difference.
IMP_STEPS = [10, 40, 80, 120, 160, 210, 260, 310, 360, 420, 490, 590, 740, 890, 1090, 1290,
             1490, 1740, 1990, 2240, 2490, 2990, 3490, 3990]


def imps(diff):
    d = abs(diff)
    n = next((k for k, top in enumerate(IMP_STEPS) if d <= top), 24)
    return n if diff >= 0 else -n


def vp(margin, boards):
    """The WBF continuous 20-VP scale, each side's VP to two decimals."""
    tau = (math.sqrt(5) - 1) / 2
    x = 15 * math.sqrt(boards)
    m = abs(margin)
    w = 20.0 if m >= x else 10 + 10 * (1 - tau ** (3 * m / x)) / (1 - tau ** 3)
    w = round(w, 2)
    return w if margin >= 0 else 20 - w


def run(*args, stdin=None):
    p = subprocess.run([CLI, *args], input=stdin, capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit(f"FAIL: bridgemove {' '.join(args)}: exit {p.returncode}: {p.stderr}")
    return p.stdout


def fail(msg):
    sys.exit("FAIL: " + msg)


def ns_score(rng, ns, ew, field):
    """A board's score to NS: the stronger side (the lower number) wins it more often."""
    favour = 0.5 + (ew - ns) / (3.0 * field)
    s = rng.choice(SCORES)
    return s if rng.random() < favour else -s


class Event:
    def __init__(self, kind, field, rounds, boards):
        self.kind, self.field, self.rounds, self.boards = kind, field, rounds, boards
        self.score = [0.0] * (field + 1)
        self.imps = [0.0] * (field + 1)
        self.byes = [0] * (field + 1)
        self.met = set()
        self.h2h = {}  # (x, y): x's score and IMPs less y's in their match

    def check_draw(self, ev, r):
        rd = ev["rounds"][r - 1]
        seen = [rd["bye"]] if rd["bye"] else []
        for m in rd["matches"]:
            pair = frozenset((m["home"], m["away"]))
            if pair in self.met:
                fail(f"{self.kind} round {r}: {m['home']} and {m['away']} meet again")
            self.met.add(pair)
            seen += [m["home"], m["away"]]
        if sorted(seen) != list(range(1, self.field + 1)):
            fail(f"{self.kind} round {r}: not each participant once: {sorted(seen)}")
        if rd["bye"]:
            self.byes[rd["bye"]] += 1
            if max(self.byes[1:]) - min(self.byes[1:]) > 1:
                fail(f"{self.kind} round {r}: {rd['bye']} has a second bye while another "
                     "has none")
        return rd

    def tables(self, rd):
        """The round's movement as this test expects it: (table, NS pair, EW pair)."""
        n = self.field
        if self.kind == "pairs":
            return [(k + 1, m["home"], m["away"]) for k, m in enumerate(rd["matches"])]
        out = []
        for k, m in enumerate(rd["matches"]):
            out += [(2 * k + 1, m["home"], n + m["away"]), (2 * k + 2, m["away"], n + m["home"])]
        return out

    def check_cards(self, path, rd, r):
        first, last = (r - 1) * self.boards + 1, r * self.boards
        tables = self.tables(rd)
        rows = run("convert", path, "--to", "roundData").strip().splitlines()
        if rows[0].split(",")[:7] != ["Section", "Table", "Round", "NSPair", "EWPair",
                                      "LowBoard", "HighBoard"]:
            fail(f"RoundData header: {rows[0]}")
        team = (lambda p: p if p <= self.field else p - self.field)
        want = sorted((t, ns if self.kind == "pairs" else team(ns),
                       ew if self.kind == "pairs" else team(ew)) for t, ns, ew in tables)
        got = sorted((int(c[1]), int(c[3]), int(c[4]))
                     for c in (row.split(",") for row in rows[1:]))
        if got != want:
            fail(f"{self.kind} round {r}: RoundData seats {got[:3]}..., the draw {want[:3]}...")
        for row in rows[1:]:
            c = row.split(",")
            if int(c[2]) != r:
                fail(f"{self.kind} round {r}: RoundData calls it round {c[2]}")
            if (int(c[5]), int(c[6])) != (first, last):
                fail(f"{self.kind} round {r}: RoundData boards {c[5]}-{c[6]}, not {first}-{last}")
        guide = run("guide", path)
        for t, ns, _ in tables:
            card = f"Pair {ns}" + (f", team {team(ns)}" if self.kind == "teams" else "")
            if f"{card} (" not in guide or f"Round {r}: table {t}, NS" not in guide:
                fail(f"{self.kind} round {r}: the guide has no card for {card} at table {t}")
        if rd["bye"] and f"Pair {rd['bye']}" not in guide:
            fail(f"{self.kind} round {r}: no card for the bye")
        trav = run("travellers", path)
        for b in range(first, last + 1):
            if f"Board {b}: played {len(tables)} times" not in trav:
                fail(f"{self.kind} round {r}: traveller of board {b} missing")

    def play(self, rng, rd, r):
        """Simulate the round's raw scores: the results CSV, and this test's own scoring."""
        first = (r - 1) * self.boards + 1
        tables = self.tables(rd)
        raw = {}
        lines = ["round,table,board,ns_score"]
        for t, ns, ew in tables:
            for b in range(first, first + self.boards):
                raw[(t, b)] = ns_score(rng, ns, ew, 2 * self.field)
                lines.append(f"{r},{t},{b},{raw[(t, b)]}")  # the event's round
        if self.kind == "teams":
            self.score_teams(rd, raw, first)
        else:
            self.score_pairs(rd, raw, first, len(tables))
        if rd["bye"]:
            self.score[rd["bye"]] += 12.0 if self.kind == "teams" else self.boards
        return "\n".join(lines) + "\n"

    def score_teams(self, rd, raw, first):
        for k, m in enumerate(rd["matches"]):
            won = [0, 0]
            for b in range(first, first + self.boards):
                i = imps(raw[(2 * k + 1, b)] - raw[(2 * k + 2, b)])
                won[0 if i > 0 else 1] += abs(i)
            v = vp(won[0] - won[1], self.boards)
            self.record(m["home"], m["away"], 2 * v - 20, won[0] - won[1])
            self.score[m["home"]] += v
            self.score[m["away"]] += 20 - v
            self.imps[m["home"]] += won[0] - won[1]
            self.imps[m["away"]] += won[1] - won[0]

    def score_pairs(self, rd, raw, first, tables):
        """Matchpoints across the field (2 for each score beaten, 1 for each tie), on a top of
        2 a board; each match's score kept to two decimals, as the event file keeps it."""
        for k, m in enumerate(rd["matches"]):
            mp = [0.0, 0.0]
            for b in range(first, first + self.boards):
                mine = raw[(k + 1, b)]
                ns = sum(2 if mine > s else 1 if mine == s else 0
                         for (t, bb), s in raw.items() if bb == b and t != k + 1)
                mp[0] += ns
                mp[1] += 2 * (tables - 1) - ns
            h, a = round(mp[0] / (tables - 1), 2), round(mp[1] / (tables - 1), 2)
            self.record(m["home"], m["away"], h - a, 0)
            self.score[m["home"]] += h
            self.score[m["away"]] += a

    def record(self, home, away, score, imps):
        self.h2h[(home, away)] = (score, imps)
        self.h2h[(away, home)] = (-score, -imps)

    def order(self):
        """The standings by the EBU's order: the score; for two level, their match (score,
        then IMPs); for three or more who have all met, their sub-league; the tie-break points
        (the opponents' scores); the IMP balance; the number."""
        sc = {p: round(self.score[p], 2) for p in range(1, self.field + 1)}
        tbp = {p: sum(sc[q] for q in sc if frozenset((p, q)) in self.met) for p in sc}

        def above(x, y):
            if sc[x] != sc[y]:
                return sc[x] > sc[y]
            level = [q for q in sc if sc[q] == sc[x]]
            if len(level) == 2:
                hs, hi = self.h2h.get((x, y), (0, 0))
                if abs(hs) > 0.005 or hi:
                    return hs > 0 if abs(hs) > 0.005 else hi > 0
            if len(level) >= 3 and all(frozenset((a, b)) in self.met
                                       for a in level for b in level if a != b):
                # their sub-league: the net score, then IMPs, of their matches among them
                lx = [sum(self.h2h.get((p, q), (0, 0))[k] for q in level if q != p)
                      for p in (x, y) for k in (0, 1)]
                if abs(lx[0] - lx[2]) > 0.005 or lx[1] != lx[3]:
                    return lx[0] > lx[2] if abs(lx[0] - lx[2]) > 0.005 else lx[1] > lx[3]
            if abs(tbp[x] - tbp[y]) > 0.005:
                return tbp[x] > tbp[y]
            if self.imps[x] != self.imps[y]:
                return self.imps[x] > self.imps[y]
            return x < y

        order = []
        for p in sc:  # an insertion sort: the order is by comparison
            k = len(order)
            while k > 0 and above(p, order[k - 1]):
                k -= 1
            order.insert(k, p)
        return order, tbp

    def check_standings(self, path):
        got = json.loads(run("swiss", "standings", path, "--format", "json"))["standings"]
        want, tbp = self.order()
        for place, (g, p) in enumerate(zip(got, want), 1):
            who = g["participant"]
            if abs(g["score"] - self.score[who]) > 0.011:
                fail(f"{self.kind}: {who} scores {g['score']}, recomputed {self.score[who]:.2f}")
            if abs(g["tie_break_points"] - tbp[who]) > 0.011:
                fail(f"{self.kind}: {who} has {g['tie_break_points']} tie-break points, "
                     f"recomputed {tbp[who]:.2f}")
            if who != p:
                fail(f"{self.kind}: place {place} is {who}, recomputed {p}")
            if self.kind == "teams" and g["imps"] != round(self.imps[who]):
                fail(f"{self.kind}: {who} IMPs {g['imps']}, recomputed {self.imps[who]}")
        return sum(1 for a, b in zip(want, want[1:])
                   if round(self.score[a], 2) == round(self.score[b], 2))


def check_kept(state, r, keep):
    """Each stationary side that plays sits at its table (two meeting: the home side's)."""
    for m in state["rounds"][r - 1]["matches"]:
        want = keep.get(m["home"]) or keep.get(m["away"])
        if want and m["table"] != want:
            fail(f"round {r}: {m['home']} v {m['away']} at table {m['table']}, not {want}")


def run_event(tmp, kind, field, rounds, boards, seed, *keys):
    ev = Event(kind, field, rounds, boards)
    rng = random.Random(seed)
    path = os.path.join(tmp, f"{kind}-1.json")
    keep = {int(n): int(t) for k in keys if k.startswith("stationary=")
            for n, t in (item.split("@") for item in k[11:].split("+"))}
    with open(path, "w") as f:
        f.write(run("swiss", "new", f"{kind}={field}", f"rounds={rounds}", f"boards={boards}",
                    f"seed={seed}", *keys))
    for r in range(1, rounds + 1):
        state = json.loads(open(path).read())
        rd = ev.check_draw(state, r)
        check_kept(state, r, keep)
        if f"Round {r} of {rounds}" not in run("swiss", "round", path):
            fail(f"{kind} round {r}: swiss round prints another round")
        ev.check_cards(path, rd, r)
        results = os.path.join(tmp, f"{kind}-{r}.csv")
        with open(results, "w") as f:
            f.write(ev.play(rng, rd, r))
        nxt = os.path.join(tmp, f"{kind}-{r + 1}.json")
        with open(nxt, "w") as f:
            f.write(run("swiss", "next", path, results))
        path = nxt
    ties = ev.check_standings(path)
    byes = ev.byes[1:]
    print(f"{' '.join((kind,) + keys)}: {field} x {rounds} rounds: no repeat, byes "
          f"{min(byes)}..{max(byes)}, cards and RoundData of every round, standings recomputed "
          f"({ties} ties broken)")


def main():
    with tempfile.TemporaryDirectory() as tmp:
        run_event(tmp, "teams", 23, 10, 6, 29)
        run_event(tmp, "pairs", 40, 7, 3, 40)
        run_event(tmp, "teams", 15, 8, 6, 7, "method=dutch", "stationary=4@2+15@7")
        run_event(tmp, "pairs", 21, 6, 3, 8, "method=monrad", "stationary=1@10")


main()
