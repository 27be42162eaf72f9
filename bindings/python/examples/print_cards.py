# SPDX-License-Identifier: MIT
"""The twin of examples/print-cards.c: an 8-table Mitchell with a relay stand and two tables
sharing boards; how it runs, what to prepare, where the boards go, and the guide, every card
and two pictures written to files; it prints what the C program prints.

Usage: BRIDGEMOVE_LIB=/path/to/libbridgemove.so PYTHONPATH=bindings/python \
       python3 bindings/python/examples/print_cards.py [PREFIX]
writes PREFIX.html, PREFIX-room-2.svg and PREFIX-balance.svg (PREFIX: mitchell-8).
"""
import re
import sys

import bridgemove


def place_text(place: str, number: int, count: int) -> str:
    """Where a group of boards is, in words."""
    if place == "table":
        return "table %d" % number
    if place == "shared":
        return "table %d, shared by %d tables" % (number, count)
    if place == "stand":
        return "stand %d" % number
    return "out of play"


def write_print(m: bridgemove.Movement, what: str, options: str, path: str) -> None:
    """Write one printed document; for the guide, count its pages ("page N of M" footers)."""
    doc = m.print_report(what, options=options)
    with open(path, "w", encoding="utf-8") as f:
        f.write(doc)
    pages = re.search(r"page 1 of (\d+)", doc)
    print("wrote %s%s" % (path, ": %s pages" % pages.group(1) if pages else ""))


def main() -> int:
    if len(sys.argv) > 2:
        sys.exit("usage: print_cards.py [PREFIX]")
    prefix = sys.argv[1] if len(sys.argv) > 1 else "mitchell-8"
    with bridgemove.Movement.from_spec("mitchell:tables=8,boards=3") as m:
        print(m.name)
        sys.stdout.write(m.describe())
        sets = " ".join("%s %dx%d" % (chr(ord("A") + s - 1), m.set_size(s), m.set_copies(s))
                        for s in range(1, m.sets + 1))
        print("boards to prepare: %d, numbered from %d: %s (set, boards x copies)"
              % (m.boards_to_prepare(), m.first_board, sets))
        for number, stand in enumerate(m.stands, 1):
            waiting = m.stand_items(1, number)
            print("stand %d (%s), fed by table %d: %d group(s) of boards in round 1"
                  % (number, stand["name"] or "no name", stand["after_table"], len(waiting)))
            for index, (s, copy) in enumerate(waiting, 1):
                print("  boards %d-%d (copy %d) go in round 2 to %s"
                      % (m.board_number(s, 1), m.board_number(s, m.set_size(s)), copy,
                         place_text(*m.next_boards_from_stand(1, number, index))))
        for t in range(1, m.tables + 1):
            print("after round 1, table %d's boards go to %s"
                  % (t, place_text(*m.next_boards(1, t))))
        print("in round 1, set 1 is at %s" % place_text(*m.boards_at(1, 1, 1)))
        write_print(m, "guide", "paper=a4", prefix + ".html")
        write_print(m, "room", "round=2", prefix + "-room-2.svg")
        write_print(m, "balance", "", prefix + "-balance.svg")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except bridgemove.Error as e:
        sys.exit("print_cards.py: %s" % e)
    except OSError as e:
        sys.exit("print_cards.py: %s" % e)
