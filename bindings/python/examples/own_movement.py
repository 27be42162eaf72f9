# SPDX-License-Identifier: MIT
"""The twin of examples/own-movement.c: a 3-table Mitchell of 2 boards a round built cell by
cell, numbered from board 7; compared with the family's own, checked, then pair 6 arrives for
round 2; the grid as text. It prints what the C program prints.

Usage: BRIDGEMOVE_LIB=/path/to/libbridgemove.so PYTHONPATH=bindings/python \
       python3 bindings/python/examples/own_movement.py
"""
import sys

import bridgemove


def verdict(m: bridgemove.Movement, what: str) -> None:
    """The check's verdict on a movement, in one line."""
    c = m.check()
    yes = lambda flag: "yes" if flag else "no"
    print("%s: playable %s, NS stationary %s, complete %s, pairs sitting out a round %d"
          % (what, yes(c["playable"]), yes(c["stationary"]), yes(c["rules"]["complete"]["holds"]),
             c["sitting_out"]))


def main() -> int:
    with bridgemove.Movement.new("pairs", 3, 3, 6, 3, 2) as m:
        # As drawn: NS t against EW 4 + (t - r) mod 3, set 1 + (t + r - 2) mod 3.
        for r in range(1, 4):
            for t in range(1, 4):
                m.set_pairs(r, t, t, 4 + (t + 3 - r) % 3, 0)
                m.set_field(r, t, "set", 1 + (t + r - 2) % 3)
        m.first_board = 7
        m.name = "Mitchell, 3 tables, drawn by hand"
        m.generator = "examples/own-movement"
        print("%s: a %s event, %d rounds, %d tables, boards %d-%d; table 3 plays in round 2: %s; "
              "made by %s" % (m.name, m.event, m.rounds, m.tables, m.first_board,
                              m.first_board + m.boards - 1,
                              "yes" if m.cell(2, 3) is not None else "no", m.generator))
        with bridgemove.Movement.from_spec("mitchell:tables=3,boards=2") as family:
            print("the family's mitchell:tables=3,boards=2 up to labels: %s"
                  % ("yes" if m.equivalent(family) else "no"))
        m.spec = "mitchell:tables=3,boards=2"
        verdict(m, "as drawn")
        print("its spec: %s" % m.spec)
        m.set_arrival(6, 2)
        verdict(m, "pair 6 from round 2")
        sys.stdout.write(m.write("text"))
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except bridgemove.Error as e:
        sys.exit("own_movement.py: %s" % e)
