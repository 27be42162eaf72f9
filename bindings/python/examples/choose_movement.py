# SPDX-License-Identifier: MIT
"""The twin of examples/choose-movement.c: the movements for 13 pairs, 24 to 28 boards, one
relay stand at most and one pair that cannot move, ranked; the three best, and the first built
and described; it prints what the C program prints.

Usage: BRIDGEMOVE_LIB=/path/to/libbridgemove.so PYTHONPATH=bindings/python \
       python3 bindings/python/examples/choose_movement.py
"""
import sys
from collections.abc import Mapping

import bridgemove


def print_candidate(i: int, c: Mapping[str, object]) -> None:
    """One candidate: spec, size, balance (before and after its switch plan), reason."""
    print("%d. %s\n   %d tables, %d rounds of %d boards: %d boards each, %d to prepare"
          % (i, c["spec"], c["tables"], c["rounds"], c["boards_per_round"], c["boards_played"],
             c["boards_to_prepare"]))
    line = "   sd %.4f" % c["sd"]
    if c["sd_switched"] is not None:            # None: no switch plan for this candidate
        line += ", %.4f after the %s switch" % (c["sd_switched"], c["switch_plan"])
    print("%s; one winner: %s\n   %s" % (line, "yes" if c["one_winner_switched"] else "no",
                                          c["reason"]))


def build_first(spec_text: str) -> None:
    """Build the first choice from its spec and say how it runs."""
    with bridgemove.Spec(spec_text) as spec, spec.build() as m:
        phantoms = sum(1 for p in range(1, m.participants + 1) if m.phantom(p) == 1)
        print("built: %s (%s: %s)" % (m.name, spec.family,
                                      bridgemove.family_description(spec.family)))
        print("%d pairs and %d phantom, %d tables, %d rounds, %d boards to prepare"
              % (m.participants - phantoms, phantoms, m.tables, m.rounds,
                 m.boards_to_prepare()))
        sys.stdout.write(m.describe())


def main() -> int:
    with bridgemove.Options(set="suggest") as request:
        request["pairs"] = 13              # each key is checked at once against its bounds
        request["boards"] = "24-28"
        request["max_stands"] = 1
        request["stationary"] = 1
        keys = bridgemove.option_keys("suggest")
        print("request: %s (order: %s, the default)" % (request, request["order"]))
        print("the keys of a request: %s" % ", ".join(keys))
        print("  (max_stands: %s)" % keys["max_stands"])
        with bridgemove.Suggestions(request) as found:
            print("%d movements from the %d families, the best first:"
                  % (len(found), len(bridgemove.family_names())))
            for i in range(1, min(len(found), 3) + 1):
                print_candidate(i, found.candidate(i))
            if len(found) > 0:                # an empty list is an answer too
                build_first(str(found.candidate(1)["spec"]))
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except bridgemove.Error as e:
        sys.exit("choose_movement.py: %s" % e)
