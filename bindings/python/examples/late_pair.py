# SPDX-License-Identifier: MIT
"""The twin of examples/late-pair.c: a 7-table Mitchell for 13 pairs; a pair turns up for round
3 and another leaves after round 5; the director's instructions, the new pair's itinerary, who
sits out each round and a check that the movement can still be played; it prints what the C
program prints.

Usage: BRIDGEMOVE_LIB=/path/to/libbridgemove.so PYTHONPATH=bindings/python \
       python3 bindings/python/examples/late_pair.py
"""
import sys

import bridgemove


def change(m: bridgemove.Movement, text: str) -> bridgemove.Movement:
    """Apply one change (the option set "change", one key); print its instructions and return
    the changed movement (a new Movement; m is unchanged)."""
    with m.change(text) as c:
        print("%s:" % text)
        for line in c.instructions:
            print(line)
        return c.movement()


def itinerary(m: bridgemove.Movement, pair: int) -> None:
    """Where a pair sits each round it is present, and where it goes after its first round."""
    arrival = m.arrival(pair)
    line = "pair %d arrives for round %d:" % (pair, arrival or 1)
    for r in range(1, m.rounds + 1):
        seat = m.seat_of(pair, r)
        if m.present(pair, r) and seat is not None:
            line += " %d: table %d %s;" % (r, seat[0], "NS" if seat[1] == "ns" else "EW")
    after = m.next_seat(pair, arrival)
    print("%s after round %d it moves to table %d" % (line, arrival, after[0] if after else 0))


def pairs(m: bridgemove.Movement, r: int, absent: bool) -> str:
    """The pairs sitting out round r (absent=False) or absent from it (absent=True); a
    phantom is never there and is not named."""
    named = [str(p) for p in range(1, m.participants + 1)
             if m.sits_out(p, r) and m.phantom(p) != 1 and (not m.present(p, r)) == absent]
    return " " + ", ".join(named) if named else " none"


def main() -> int:
    with bridgemove.Movement.from_spec("mitchell:tables=7,boards=3,phantom=7ew") as m:
        print("%s, %d places for pairs, pair 14 missing" % (m.name, m.participants))
        with change(m, "late=15@3") as late:
            itinerary(late, 15)
            with change(late, "leaves=9@6") as leaves:
                for r in range(1, leaves.rounds + 1):
                    print("round %d: pairs sitting out:%s; absent:%s"
                          % (r, pairs(leaves, r, False), pairs(leaves, r, True)))
                print("playable: %s" % ("yes" if leaves.check()["playable"] else "no"))
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except bridgemove.Error as e:
        sys.exit("late_pair.py: %s" % e)
