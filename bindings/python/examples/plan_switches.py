# SPDX-License-Identifier: MIT
"""The twin of examples/plan-switches.c: arrow switches for a 7-table Mitchell of 3 boards a
round at each of the planner's four levels, the board level's instructions, its one field, its
table cards, and the club's last-round rule by hand; it prints what the C program prints.

Usage: BRIDGEMOVE_LIB=/path/to/libbridgemove.so PYTHONPATH=bindings/python \
       python3 bindings/python/examples/plan_switches.py
"""
import sys

import bridgemove


def last_round_by_hand(m: bridgemove.Movement) -> None:
    """Every board of the last round switched at every table: the preset `last-round`."""
    last = m.rounds
    with m.copy() as hand, m.switch_plan(preset="last-round") as plan:
        for t in range(1, m.tables + 1):
            for position in range(1, len(m.cell_boards(last, t)) + 1):
                hand.set_switched(last, t, position)
        print("round %d switched by hand (table 1, first board switched: %s) is the preset "
              "last-round: %s" % (last, "yes" if hand.switched(last, 1, 1) else "no",
                                  "yes" if hand == plan.movement else "no"))


def main() -> int:
    with bridgemove.Movement.from_spec("mitchell:tables=7,boards=3") as m:
        print("%s, %d boards a round: the SD of s (how unevenly pairs compete) by level"
              % (m.name, m.boards_per_set))
        print("level    before    after  switched  instructions  proven best")
        # A fixed effort gives the same plan on every machine (auto: about a second at free).
        plans = {level: m.switch_plan(level=level, effort=300000)
                 for level in ("round", "board", "table", "free")}
        for plan in plans.values():
            print("%-6s %9.4f %8.4f %9d %13d  %s"
                  % (plan.level, plan.start_sd, plan.sd, plan.boards_switched,
                     plan.number("instructions"), "yes" if plan.proven else "no"))
        kept = plans.pop("board")          # three lines for the room
        for plan in plans.values():
            plan.close()
        with kept:
            print("no switching goes below SD %.4f (the parity bound)" % kept.parity_bound)
            print("the %s plan (%s):" % (kept.level, kept.preset))
            for line in kept.instructions:
                print("  %s" % line)
            with kept.switched_movement() as switched:
                analysis = switched.analyse()
                print("the analysis: %s (field coupling %.2f)"
                      % (analysis["fields_text"], analysis["field_coupling"]))
                for t in range(1, switched.tables + 1):
                    sys.stdout.write(switched.card("table", t))
        last_round_by_hand(m)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except bridgemove.Error as e:
        sys.exit("plan_switches.py: %s" % e)
