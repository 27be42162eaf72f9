# SPDX-License-Identifier: MIT
"""The twin of examples/exchange.c: a 5-table Mitchell as Bridgemate RoundData (section B),
recognised and read back; the same as an EBUScore file; two sections on the same boards out as
one RoundData file and back in. What a format leaves out comes as a LossWarning, recorded here
and printed as the C program prints its notes; it prints what the C program prints.

Usage: BRIDGEMOVE_LIB=/path/to/libbridgemove.so PYTHONPATH=bindings/python \
       python3 bindings/python/examples/exchange.py
"""
import sys
import warnings

import bridgemove


def noted(call, *args, **keys):
    """Run a writer or reader: (what it returned, its notes: the LossWarnings it gave, or
    "nothing left out", as the C program prints them)."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", bridgemove.LossWarning)
        result = call(*args, **keys)
    notes = [str(w.message) for w in caught if issubclass(w.category, bridgemove.LossWarning)]
    return result, "\n".join(notes) if notes else "nothing left out"


def round_trip(m: bridgemove.Movement) -> None:
    """The movement as RoundData under section letter B, read back, compared."""
    csv, notes = noted(m.write, "rounddata", section="B")
    sys.stdout.write(csv)
    print("written as RoundData: %s" % notes)
    # A reader finds the format by the content when no hint names it.
    print("the text is: %s" % bridgemove.format_detect(csv))
    back, notes = noted(bridgemove.Movement.read, csv)
    with back:
        print("read back: %s" % notes)
        print('read back: %d tables, %d rounds, %d pairs, named "%s"; the same movement up to '
              'labels: %s' % (back.tables, back.rounds, back.participants, back.name,
                              "yes" if m.equivalent(back) else "no"))
        # RoundData holds no name: given its name again, it is the original in every part.
        back.name = m.name
        print("named again, equal to the original: %s" % ("yes" if back == m else "no"))


def ebu(m: bridgemove.Movement) -> None:
    """The movement as an EBUScore movement file, the format named as a user would type it."""
    text, notes = noted(m.write, bridgemove.format_name("EBU"))
    sys.stdout.write(text)
    print("written as EBUScore: %s" % notes)


def two_sections(a: bridgemove.Movement, b: bridgemove.Movement) -> None:
    """Two sections on the same boards out as one RoundData file and back in."""
    with bridgemove.Sections() as out:
        out.add(a, "A")
        out.add(b)
        csv, notes = noted(out.write, "rounddata")
    back, _ = noted(bridgemove.Sections.read, csv, "rounddata")
    with back:
        print("two sections written as RoundData: %s" % notes)
        for s in range(1, len(back) + 1):
            with back.movement(s) as m:
                print("section %s read back: %d tables, %d rounds, board 1 played %d times"
                      % (back.letter(s), m.tables, m.rounds, back.board_plays(s, 1)))
        print("boards both sections play: %d" % back.common_boards())


def main() -> int:
    with bridgemove.Movement.from_spec("mitchell:tables=5,boards=3") as five, \
            bridgemove.Movement.from_spec("mitchell:tables=4,boards=3") as four:
        round_trip(five)
        ebu(five)
        two_sections(five, four)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except bridgemove.Error as e:
        sys.exit("exchange.py: %s" % e)
