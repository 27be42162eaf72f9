# SPDX-License-Identifier: MIT
"""The twin of examples/dual-movement.c: the dual of a 7-table Mitchell cut to 5 rounds, its
two steps, its standard form, and the dual of the dual; it prints what the C program prints.

Usage: BRIDGEMOVE_LIB=/path/to/libbridgemove.so PYTHONPATH=bindings/python \
       python3 bindings/python/examples/dual_movement.py
"""
import sys

import bridgemove


def print_grid(m: bridgemove.Movement) -> None:
    """A line per round, "ns SET ew" at each table (A = set 1), "-" where a table is idle."""
    for r in range(1, m.rounds + 1):
        cells = []
        for t in range(1, m.tables + 1):
            ns, ew, s = (m.field(r, t, name) for name in ("ns", "ew", "set"))
            cells.append("%d %s %d" % (ns, chr(ord("A") + s - 1), ew) if s else "-")
        print("  %d: %s" % (r, " | ".join(cells)))


def print_rules(m: bridgemove.Movement, dual: bridgemove.Movement) -> None:
    """Each rule for the Mitchell and its dual, side by side (check() reads every rule)."""
    a, b = m.check(), dual.check()
    print("rule             Mitchell  dual")
    for rule in a["rules"]:
        in_m, in_dual = a["rules"][rule]["holds"], b["rules"][rule]["holds"]
        print("%-16s %-9s %s" % (rule, "yes" if in_m else "NO", "yes" if in_dual else "NO"))
    print("pairs who sit out a round: %d in the Mitchell, %d in the dual"
          % (a["sitting_out"], b["sitting_out"]))


def yes(flag: bool) -> str:
    return "yes" if flag else "no"


def main() -> int:
    with bridgemove.Movement.from_spec("mitchell:tables=7,rounds=5") as m, m.dual() as dual:
        print("%s, %d rounds: %d tables, %d pairs" % (m.name, m.rounds, m.tables, m.participants))
        print_grid(m)
        print("%s: %d tables, %d rounds, %d pairs"
              % (dual.name, dual.tables, dual.rounds, dual.participants))
        print_grid(dual)
        print_rules(m, dual)
        # The dual in two steps; the steps keep the Mitchell's name, so names are made equal
        # before comparing (== compares names too).
        with m.interchange() as step1, step1.transpose() as step2:
            step2.name = dual.name
            print("interchange then transpose gives the dual: %s" % yes(step2 == dual))
        with dual.standard_form() as standard:
            print("the dual in standard form (the dual is in standard form: %s):"
                  % yes(dual.is_standard()))
            print_grid(standard)
            print("in standard form: %s; the same movement as the dual, relabelled: %s"
                  % (yes(standard.is_standard()), yes(standard.equivalent(dual))))
        with dual.dual() as back:
            print("the dual of the dual is the Mitchell again: %s" % yes(back == m))
        # Rounds backwards and reordered, tables, sets and pairs relabelled: the same movement.
        with m.reverse_rounds() as a, a.permute_rounds([2, 1, 3, 4, 5]) as b, \
                b.permute_tables([7, 1, 2, 3, 4, 5, 6]) as c, \
                c.relabel_sets([3, 4, 5, 6, 7, 1, 2]) as d, \
                d.relabel_participants([8, 9, 10, 11, 12, 13, 14, 1, 2, 3, 4, 5, 6, 7]) as other:
            print("relabelled and reordered: equal %s, equivalent %s"
                  % (yes(other == m), yes(other.equivalent(m))))
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except bridgemove.Error as e:      # e.name: "BM_ERANGE", ...; e.message: the library's text
        sys.exit("dual_movement.py: %s" % e)
