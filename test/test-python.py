# SPDX-License-Identifier: MIT
"""The Python (ctypes) binding against the freshly built shared library.

Usage: test-python.py LIBRARY BINDINGS_DIR REFERENCE_DIR INCLUDE_DIR [SANITIZE]

Compares every ctypes signature the binding declares with the prototype in the public headers
(the fixed-width types of the 1.0 API). Builds Table I of the movements article, reads Tables I
and VI, checks the grid, the rule report and the analysis against the reference files, the
error paths (status name and the message bm_last_error() gives, never an earlier call's), the
options of every set through one Options handle and one set of parse rules, reports in their
forms, the format layer and its notes (LossWarning), 1-based suggestions and instructions, the
JSON and text round trips, and that every handle and string the library returns (notes
included) is freed exactly once, by the call that owns it, as soon as the Python object is
closed.
A library built with ASan runs under it: the script starts itself again with the ASan runtime
preloaded (it must come first in the process); exit 77 (skipped) if that is not possible.
"""

import ctypes
import json
import os
import re
import sys
import warnings

import asan_preload
from tally import check, finish

lib_path, bindings, ref, include = sys.argv[1:5]
sanitize = sys.argv[5] if len(sys.argv) > 5 else "none"
asan_preload.ensure(lib_path, sanitize)       # a library built with ASan runs under it
sys.path.insert(0, bindings)
import bridgemove  # noqa: E402


def raises(fn, name, fragment, what):
    """fn() raises bridgemove.Error with status name `name` and `fragment` in the message."""
    try:
        fn()
    except bridgemove.Error as e:
        check(e.name == name and fragment in e.message and fragment in str(e),
              "%s: got %s %r" % (what, e.name, e.message))
        return
    check(False, "%s: no exception" % what)


def read(name):
    with open(os.path.join(ref, name), encoding="utf-8") as f:
        return f.read()


def reference_grid(name):
    """grid[r-1][t-1] of a reference JSON file as (ns, ew, set) tuples."""
    return [[(c["ns"], c["ew"], c["set"]) for c in row] for row in json.loads(read(name))["grid"]]


# The binding's declarations against the headers: one ctypes type per C type. Every integer of
# the 1.0 API has a fixed width; where ctypes makes two of them one type (uint64_t and size_t
# on LP64, int32_t and int), they share one name, so that each side is named the same way.
CTYPES_NAMES = {None: None}
for t, n in ((ctypes.c_uint32, "uint32"), (ctypes.c_int32, "int32"), (ctypes.c_int64, "int64"),
             (ctypes.c_uint64, "uint64"), (ctypes.c_size_t, "size_t"), (ctypes.c_void_p, "P"),
             (ctypes.c_double, "double"), (ctypes.c_char_p, "char_p")):
    CTYPES_NAMES[t] = CTYPES_NAMES[t] + "/" + n if t in CTYPES_NAMES else n   # "uint64/size_t"
C_TYPES = {"void": None, "uint32_t": ctypes.c_uint32, "int32_t": ctypes.c_int32,
           "int64_t": ctypes.c_int64, "uint64_t": ctypes.c_uint64, "size_t": ctypes.c_size_t,
           "double": ctypes.c_double, "enum": ctypes.c_int}   # an enum is an int in C


def ctypes_of(c_type):
    """A C type of a prototype as a short name: P (a handle or void *), OUT (pointer to one, or
    char ** out-strings), uint32, int32, int64, uint64, size_t, double, char_p; "*" + name for
    pointers. A type the 1.0 API does not use (unsigned, long long, ...) is "?" + its name."""
    words = c_type.replace("*", " * ").replace("const", " ").split()
    stars, base = words.count("*"), " ".join(w for w in words if w != "*")
    if base == "char" and stars == 2 and "const" in c_type:
        return "*char_p"                                        # a borrowed string out
    if stars and (base.startswith("struct ") or base == "void" or (base == "char" and stars == 2)):
        return {1: "P", 2: "OUT"}[stars]
    if base == "char":
        return "*" * (stars - 1) + "char_p"
    key = "enum" if base.startswith("enum ") else base
    if key not in C_TYPES:
        return "?" + base
    name = CTYPES_NAMES[C_TYPES[key]] if C_TYPES[key] is not None else None
    return "*" * stars + name if name else None


def ctypes_name(t):
    if t is bridgemove._OUT:
        return "OUT"
    if t in CTYPES_NAMES:
        return CTYPES_NAMES[t]
    return "*" + ctypes_name(t._type_)                          # POINTER(x)


headers = ""
for h in sorted(os.listdir(include)):
    if h.endswith(".h"):
        with open(os.path.join(include, h), encoding="utf-8") as f:
            headers += re.sub(r"/\*.*?\*/", " ", f.read(), flags=re.S)
prototypes = {m.group(2): (m.group(1), [re.sub(r"\w+\s*$", "", p) if p.strip() != "void" else ""
                                        for p in m.group(3).split(",")])
              for m in re.finditer(r"([\w \*]+?)\s*\b(bm_\w+)\s*\(([^)]*)\)\s*;", headers)}
for name, (restype, argtypes) in bridgemove._SIGNATURES.items():
    if name not in prototypes:
        check(False, "%s: declared by the binding, not in the headers" % name)
        continue
    ret, params = prototypes[name]
    want = [ctypes_of(ret)] + [ctypes_of(p) for p in params if p]
    got = [ctypes_name(restype)] + [ctypes_name(a) for a in argtypes]
    check(want == got, "%s: header %s, binding %s" % (name, want, got))
check(len(prototypes) >= len(bridgemove._SIGNATURES) > 50,
      "%d prototypes, %d declared" % (len(prototypes), len(bridgemove._SIGNATURES)))

# Ownership tracing: wrap the constructors and destructors of the loaded CDLL so that every
# pointer the library hands out is recorded, and every free must match one, of the right kind.
lib = bridgemove.load(lib_path)
live = {}


def kind_of(name):
    """What a constructor (a function whose first parameters are out-pointers) hands out: one
    kind per out-pointer (OUT parameter), in order; the notes of format.h are a string."""
    kinds = {"bm_check_new": "check", "bm_analysis_new": "analysis",
             "bm_options_new": "options", "bm_options_parse": "options",
             "bm_sections_new": "sections", "bm_sections_read": ("sections", "string"),
             "bm_matches_new": "matches", "bm_results_new": "results",
             "bm_results_read": "results", "bm_scoring_new": "scoring",
             "bm_results_read_section": "results", "bm_scoring_sections_new": "scoring",
             "bm_suggest": "suggestions", "bm_change": "change",
             "bm_swiss_new": "swiss", "bm_swiss_read": "swiss", "bm_swiss_new_options": "swiss",
             "bm_switch_plan_new": ("switch_plan", "movement"),
             "bm_movement_read": ("movement", "string"),
             "bm_movement_write": ("string", "string"), "bm_sections_write": ("string", "string")}
    if name in kinds:
        return kinds[name] if isinstance(kinds[name], tuple) else (kinds[name],)
    if name.endswith(("_report", "_to_string", "_describe")):
        return ("string",)
    return ("movement",)


# every constructor the binding declares is traced, those added later included
# an array of handles passed in has the C type of an out-pointer (struct x *const *)
INPUT_ARRAYS = {"bm_scoring_sections_new": {1}, "bm_scoring_sections_report": {1}}
CREATORS = {name: (kind_of(name), [i for i, a in enumerate(argtypes) if a is bridgemove._OUT
                                   and i not in INPUT_ARRAYS.get(name, ())])
            for name, (_, argtypes) in bridgemove._SIGNATURES.items()
            if argtypes and argtypes[0] is bridgemove._OUT}
for name, (kinds, outs) in CREATORS.items():
    check(len(kinds) == len(outs), "%s: %d out-pointers, %d kinds traced" % (name, len(outs),
                                                                             len(kinds)))
FREES = {"bm_movement_free": "movement", "bm_check_free": "check", "bm_analysis_free": "analysis",
         "bm_free": "string", "bm_options_free": "options", "bm_results_free": "results",
         "bm_scoring_free": "scoring", "bm_switch_plan_free": "switch_plan",
         "bm_sections_free": "sections", "bm_matches_free": "matches",
         "bm_suggestions_free": "suggestions", "bm_change_free": "change",
         "bm_swiss_free": "swiss"}
check(sorted(FREES) == sorted(n for n, (ret, args) in bridgemove._SIGNATURES.items()
                              if n.endswith("_free") and ret is None and len(args) == 1),
      "every destructor the binding declares is traced")
bad_frees = []
traced = set()


def trace_creator(name, kinds, outs):
    fn = getattr(lib, name)

    def wrapper(*args):
        status = fn(*args)
        for i, kind in zip(outs, kinds):
            if args[i] is None:           # an optional out (notes, the switched movement)
                continue
            ptr = args[i]._obj.value      # out is ctypes.byref(c_void_p)
            if status == 0 and ptr is not None:
                live[ptr] = kind
                traced.add(kind)
            elif status != 0 and ptr is not None:
                bad_frees.append("%s failed but set its out-pointer" % name)
        return status
    setattr(lib, name, wrapper)


def trace_free(name, kind):
    fn = getattr(lib, name)

    def wrapper(ptr):
        if live.pop(ptr, None) != kind:
            bad_frees.append("%s(%r): not a live %s" % (name, ptr, kind))
        fn(ptr)
    setattr(lib, name, wrapper)


for n, (k, o) in CREATORS.items():
    trace_creator(n, k, o)
for n, k in FREES.items():
    trace_free(n, k)

check(bridgemove.version() == lib.bm_version_string().decode()
      and bridgemove.version().split(".")[0] == "1", "version() %r: the 1.x API" % bridgemove.version())

# Table I: the built Mitchell equals the reference grid; rules all hold.
with bridgemove.Movement.from_spec("mitchell:tables=7") as m:
    check((m.event, m.rounds, m.tables, m.participants, m.sets, m.boards) == ("pairs", 7, 7, 14, 7, 7),
          "mitchell:tables=7 shape")
    check(m.spec == "mitchell:tables=7" and m.name != "" and m.generator.startswith("libbridgemove"),
          "recorded spec, name and generator")
    check(m.grid() == reference_grid("table-I.json"), "mitchell:tables=7 grid == table-I.json")
    check(m.cell(2, 5) == (5, 11, 6), "cell(2, 5) is 5 F 11")
    report = m.check()
    check(report["stationary"] and report["playable"] and len(report["rules"]) == 9
          and all(r["holds"] and r["violations"] == 0 and r["first"] is None
                  for r in report["rules"].values()), "Table I: every rule holds")
    check("playable: yes" in m.check_text(), "check_text()")
    a = m.analyse()
    check(a["distribution"] == {0: 49, 7: 42} and abs(a["sd"] - 3.4896) < 5e-5
          and a["decoupled"] and a["complete"] and not a["perfect"], "Table I analysis")
    check(not a["one_winner"] and a["fields"] == "two" and a["field_coupling"] == 0
          and a["fields_text"] == "two fields: award NS and EW winners", "Table I: two fields")
    check(len(a["s"]) == 14 and all(len(row) == 14 for row in a["s"])
          and a["s"][0][7] == 0 and a["s"][0][1] == 7, "Table I s matrix (pairs 1-8: 0, 1-2: 7)")
    check("value of s" in m.analyse(text=True), "analyse(text=True)")
    # JSON and text round trips give the same model.
    text_json = m.to_json()
    check(json.loads(text_json)["format"] == "bridgemove/1", "to_json() is bridgemove/1 JSON")
    with bridgemove.Movement.from_json(text_json) as back:
        check(back == m and back.to_json() == text_json, "JSON round trip")
    with bridgemove.Movement.from_text(m.to_text()) as back:
        check(back == m, "text round trip")
    with m.copy() as twin:
        check(twin == m and twin.handle != m.handle, "copy()")
check(not live and m._h is None, "leaving the with-block freed the movement: %r" % live)

# Table VI (last round arrow-switched): analysis distribution 0 x7, 3 x42, 4 x42.
with bridgemove.Movement.from_json(read("table-VI.json").encode()) as vi:  # bytes too
    a = vi.analyse()
    check(a["distribution"] == {0: 7, 3: 42, 4: 42}, "table-VI distribution %r" % a["distribution"])
    check(abs(a["sd"] - 1.0491) < 5e-5 and a["pairs"] == 91 and not a["decoupled"], "table-VI sd")
    check(a["one_winner"] and a["fields"] == "one_after_switching"
          and abs(a["field_coupling"] - 8 / 7) < 1e-12 and a["field_coupling_unswitched"] == 0,
          "table-VI: one field only after arrow switching")
    with bridgemove.Movement.from_json(read("table-I.json")) as one:
        check(vi != one and vi.grid() == one.grid(), "VI differs from I only by its switches")
    with bridgemove.Movement.from_text(read("table-I.txt")) as one_txt:
        check(one_txt.grid() == reference_grid("table-I.json"), "table-I.txt reads as table-I.json")

# Table VI by hand: Table I with every board of round 7 arrow-switched.
with bridgemove.Movement.from_json(read("table-I.json")) as one, \
        bridgemove.Movement.from_json(read("table-VI.json")) as vi, one.copy() as mine:
    for t in range(1, 8):
        mine.set_switched(7, t, 1)
    mine.name = vi.name
    check(mine == vi and mine != one and mine.switched(7, 3, 1) and not mine.switched(6, 3, 1),
          "Table I + round 7 switched == table-VI.json")
    raises(lambda: mine.switched(7, 3, 2), "BM_ERANGE", "range", "switch position beyond the set")

# A movement cell by cell.
with bridgemove.Movement.new("pairs", rounds=1, tables=2, participants=4, sets=2) as tiny:
    check(tiny.grid() == [[None, None]] and tiny.boards == 2, "new(): every cell idle")
    tiny.set_cell(1, 1, (1, 3, 1))
    tiny.set_cell(1, 2, (2, 4, 2))
    tiny.set_field(1, 2, "copy", 2)
    check(tiny.grid() == [[(1, 3, 1), (2, 4, 2)]] and tiny.field(1, 2, "copy") == 2, "set_cell()")
    check(tiny.check()["playable"], "the tiny movement is playable")
    tiny.set_phantom(4, 1)
    check(tiny.phantom(4) == 1 and tiny.phantom(3) == 0, "phantoms")
    tiny.set_cell(1, 2, None)
    check(tiny.cell(1, 2) is None, "set_cell(None) makes the table idle")
    raises(lambda: tiny.set_field(1, 1, "ns", 5), "BM_ERANGE", "range", "pair beyond participants")
    raises(lambda: tiny.set_field(1, 1, "n", 1), "BM_EINVAL", "no player's seat", "individual seat, pairs event")
raises(lambda: bridgemove.Movement.new("pairs", 0, 1, 2, 1), "BM_EINVAL", "rounds", "zero rounds")
try:
    bridgemove.Movement.new("bridge", 1, 1, 2, 1)
    check(False, "an unknown event must be refused")
except ValueError:
    check(True, "")

# Absences: two phantoms and a late arrival from the spec; their check, analysis and setters.
with bridgemove.Movement.from_spec("mitchell:tables=7,phantom=6ew+7ew,late=12@3") as absent:
    check([absent.phantom(p) for p in (12, 13, 14)] == [0, 1, 1]
          and absent.arrival(12) == 3 and absent.arrival(11) == 0, "phantom=6ew+7ew,late=12@3")
    r = absent.check()
    check(r["rules"]["complete"]["holds"] and not r["rules"]["complete_strict"]["holds"]
          and r["sitting_out"] == 8, "sit-outs excused by complete, not strictly: %r" % r)
    a = absent.analyse()
    check(a["complete"] and not a["complete_strict"], "analyse agrees with check")
    absent.set_arrival(12, 0)
    absent.set_arrival(11, 7)
    check(absent.arrival(12) == 0 and absent.arrival(11) == 7, "set_arrival()")
    raises(lambda: absent.set_arrival(11, 8), "BM_ERANGE", "range", "arrival beyond the rounds")
    check(absent.boards_to_prepare() == 7, "7 sets of 1 board, one copy each")
with bridgemove.Movement.from_spec("individual:players=16") as whist:
    check(whist.boards_to_prepare() == 60, "16 players: 15 sets of 1 board in 4 copies")

# Printing: the HTML guide and the three pictures, options and refusals with their messages.
with bridgemove.Movement.from_spec("howell:tables=5,boards=3") as howell:
    page = howell.guide_html("paper=a4,travellers=no")
    check(page.startswith("<!DOCTYPE html>") and "size: A4;" in page
          and page.count('<section class="page table">') == 5
          and page.count('<section class="page stand">') == 4
          and page.count('<section class="page pair">') == 9
          and "<h1>Board " not in page, "guide_html(): 5 table, 4 stand and 9 pair cards "
          "(the stationary pair has none)")
    page = howell.guide_html("cards=pair+table,copies=2")
    check(page.count('<section class="page pair">') == 10
          and page.count('<section class="page table">') == 10
          and page.count('<section class="page overview">') == 0,
          "guide_html(cards=pair+table,copies=2): the parts asked for, every pair's card")
    raises(lambda: howell.guide_html("paper=a3"), "BM_EPARSE", "paper must be auto, a4 or letter",
           "an unknown paper")
    with bridgemove.Options("paper=letter,travellers=no", set="print") as opt:
        check("size: letter;" in howell.print_report("guide", options=opt)
              and str(opt) == "print:paper=letter,travellers=no",
              "print_report() with an Options of the set print")
    raises(lambda: howell.print_report("room", "html"), "BM_EUNSUPPORTED", "SVG",
           "the room is a picture: no HTML")
    room = howell.room_svg(2)
    check(room.count("<svg") == 1 and room.rstrip().endswith("</svg>")
          and "Round 2 of 9" in room, "room_svg(2): one SVG picture of round 2")
    raises(lambda: howell.room_svg(10), "BM_ERANGE", "rounds 1 to 9", "round 10 of 9")
with bridgemove.Movement.from_spec("mitchell:tables=7,boards=4") as mitchell:
    check(mitchell.balance_svg().count(": s = 0 ") == 98, "balance_svg(): 98 squares at s = 0")
    mitchell.set_switched(7, 1, 1, True)
    check("1 of 196 plays switched" in mitchell.switches_svg(), "switches_svg(): one switched")

# A broken movement loads and the report names the first violation.
broken = json.loads(read("table-I.json"))
broken["grid"][0][1]["ew"] = 8            # pair 8 twice in round 1
with bridgemove.Movement.from_json(json.dumps(broken)) as b:
    r = b.check()
    check(not r["playable"] and not r["rules"]["1B"]["holds"] and r["rules"]["1B"]["first"][0] == 1,
          "broken: 1B fails in round 1: %r" % r["rules"]["1B"])

# Transforms return new movements and leave their input alone (the movements article: Table I is self-dual).
with bridgemove.Movement.from_spec("mitchell:tables=7") as m:
    with m.dual() as d, m.interchange() as step1, step1.transpose() as step2:
        check(d.equivalent(m) and d.name.startswith("Dual of") and d.grid() == step2.grid(),
              "Table I is self-dual; dual = transpose(interchange)")
    with m.reverse_rounds() as r, r.standard_form() as std:
        check(not r.is_standard() and std.is_standard() and std.equivalent(m) and m.is_standard(),
              "standard form of the reversed Mitchell")
    with m.permute_rounds([2, 3, 4, 5, 6, 7, 1]) as p, m.permute_tables([7, 1, 2, 3, 4, 5, 6]) as q:
        check(p.cell(2, 1) == m.cell(1, 1) and q.cell(1, 1) == m.cell(1, 2), "permutations")
    with m.relabel_sets([7, 1, 2, 3, 4, 5, 6]) as rs, m.relabel_participants(list(range(14, 0, -1))) as rp:
        check(rs.cell(1, 1) == (1, 8, 7) and rp.cell(1, 1) == (14, 7, 1) and rs.equivalent(rp),
              "relabelling")
    raises(lambda: m.permute_rounds([1, 2]), "BM_EINVAL", "7 rounds", "permutation of the wrong length")
    check(m.grid() == reference_grid("table-I.json"), "transforms left their input unchanged")
with bridgemove.Movement.from_json(read("individual-8.json")) as ind:
    check(ind.event == "individual" and ind.cell(1, 1) == (8, 1, 4, 2, 1), "individual cell tuple")
    raises(ind.dual, "BM_EUNSUPPORTED", "individual", "no dual of an individual movement")

# Web planning (Hill's Web movements): the text's t = 11 and t = 6 examples, by sizes and by spec.
check(bridgemove.web_plan(11, 5) == {"groups": 5, "subsections": 1, "size": 3, "cases": 3}, "web t=11 r=5")
check(bridgemove.web_plan(spec="web:tables=6,rounds=5") == {"groups": 5, "subsections": 0, "size": 3,
                                                            "cases": 2}, "web t=6 r=5")
with bridgemove.Spec(family="web", tables=11, rounds=5) as web:
    check(bridgemove.web_plan(spec=web) == bridgemove.web_plan(11, 5), "web_plan() of a Spec")
# one table is outside the bounds of the web family's tables key: refused when it is set
raises(lambda: bridgemove.web_plan(1, 1), "BM_ERANGE", "tables must be 2..1000 for web; got 1",
       "web plan for one table")
raises(lambda: bridgemove.web_plan(spec="web:tables=x"), "BM_EPARSE", "x", "web plan, bad number")
raises(lambda: bridgemove.web_plan(spec="mitchell:tables=7"), "BM_EINVAL", "web",
       "web plan of another family")
check(all("EXPERIMENTAL" in f.__doc__ for f in (bridgemove.web_plan, bridgemove.teams_solve,
                                                  bridgemove.teams_circuit)),
      "the wrappers of experimental.h say they are experimental")
check(bridgemove.canonical_spec(" mitchell : boards=3, tables=7") == "mitchell:tables=7,boards=3",
      "canonical_spec()")

# Error paths: exceptions carry the status name and the library's own message.
# The family catalogue: the names, the JSON catalogue as dicts, the text form, and a message
# that quotes the catalogue's bounds.
names = bridgemove.family_names()
check(names[0] == "mitchell" and "howell" in names and "individual" in names,
      "family names %r" % names)
cat = bridgemove.families()
check([f["name"] for f in cat] == names, "catalogue order")
mitchell = cat[0]
check(mitchell["event"] == "pairs" and mitchell["description"], "mitchell entry %r" % mitchell)
tables = mitchell["keys"][0]
check(tables == {**tables, "name": "tables", "type": "integer", "min": 3, "max": 1000,
                 "required": True, "default": None, "default_text": "required", "common": False},
      "mitchell tables key %r" % tables)
check([k["name"] for k in mitchell["keys"]]
      == ["tables", "rounds", "variant", "boards", "first_board", "phantom", "late",
          "leaves", "switch"], "mitchell keys")
boards = {f["name"]: [k for k in f["keys"] if k["name"] == "boards"][0] for f in cat}
# every family takes boards; "common" marks the shared key (1.0: a family's own boards key, with
# its own default and help, is the family's, not the common one)
check(all(b["help"] for b in boards.values())
      and all(b["common"] == (b == boards["mitchell"]) for b in boards.values())
      and boards["mitchell"]["common"], "every family takes boards: %r"
      % sorted(n for n, b in boards.items() if not b["common"]))
check(boards["circulation"]["default"] == 2 and boards["mitchell"]["default"] == 1,
      "circulation's own boards default")
text = bridgemove.families_text()
check(all("\n%s (%s event)\n" % (f["name"], f["event"]) in "\n" + text for f in cat),
      "text lists every family")
raises(lambda: bridgemove.Movement.from_spec("mitchell:tables=1001"), "BM_ERANGE",
       "tables must be %d..%d for mitchell" % (tables["min"], tables["max"]),
       "the message quotes the catalogue's bounds")

raises(lambda: bridgemove.Movement.from_spec("nosuch:tables=7"), "BM_EPARSE", "mitchell",
       "unknown family lists the families")
raises(lambda: bridgemove.Movement.from_spec("mitchell:tables=2"), "BM_ERANGE",
       "tables must be 3..1000 for mitchell; got 2", "too few tables says which sizes work")
raises(lambda: bridgemove.Spec("mitchell:tables=2"), "BM_ERANGE",
       "tables must be 3..1000 for mitchell; got 2", "a bound is checked when the spec is parsed")
raises(lambda: bridgemove.Movement.from_spec("mitchell:tables=7,rounds=8"), "BM_ERANGE",
       "rounds must be 1..7 for mitchell with 7 tables; got 8",
       "a bound other keys decide is checked by bm_build()")
raises(lambda: bridgemove.Movement.from_spec("mitchell:tables=7,colour=red"), "BM_EPARSE",
       "colour", "unknown key")
raises(lambda: bridgemove.Movement.from_json("{"), "BM_EPARSE", "line 1", "truncated JSON")
raises(lambda: bridgemove.Movement.from_json('{"format": "bridgemove/9"}'), "BM_EPARSE",
       "format", "unknown format version")
raises(lambda: bridgemove.Movement.from_text("1: 1 A 8 | oops"), "BM_EPARSE", "line 1",
       "bad grid text")
with bridgemove.Movement.from_spec("mitchell:tables=3") as small:
    raises(lambda: small.cell(4, 1), "BM_ERANGE", "range", "cell out of range")
    # every failing call leaves its own message: never an earlier call's
    try:
        bridgemove.Movement.from_spec("mitchell:tables=2")
    except bridgemove.Error as earlier:
        try:
            small.cell(4, 1)
        except bridgemove.Error as e:
            check(e.message != earlier.message and "round 4" in e.message,
                  "stale message: %r" % e.message)
try:
    small.cell(1, 1)
    check(False, "a closed movement must refuse calls")
except ValueError:
    check(True, "")
small.close()                               # closing twice is harmless

# Scoring: a result's score, the board cycle, IMPs, VPs, and a session's report.
check(bridgemove.score_result("4HX", "W", 10) == -590 and bridgemove.score_result("PASS") == 0,
      "score_result()")
check(bridgemove.score_result("3NT", "N", 9, board=2) == 600
      and bridgemove.score_result("3NT", "N", 9, vulnerability="ew") == 400, "vulnerability")
check(bridgemove.board_vulnerability(13) == ("both", "N"), "board 13 deals N, all vulnerable")
check(bridgemove.imps(-430) == -10 and abs(bridgemove.victory_points(1, 16) - 10.31) < 1e-9,
      "imps(), victory_points()")
raises(lambda: bridgemove.score_result("8H", "N", 9), "BM_EPARSE", "level must be 1-7",
       "contract 8H")
with bridgemove.Movement.from_spec("mitchell:tables=7") as m:
    slip = [(1, 1, "2D", "N", 7), (7, 2, "2S", "N", 6), (6, 3, "2D", "E", 8), (5, 4, "2D", "N", 8),
            (4, 5, "3C", "E", 9), (3, 6, "2S", "N", 7), (2, 7, "2H", "W", 7)]
    report = m.score([{"round": r, "table": t, "board": 1, "contract": c, "declarer": d,
                       "tricks": k} for (r, t, c, d, k) in slip])
    plays = {p["ns"]: (p["ns_mp"], p["ew_mp"]) for p in report["boards"][0]["plays"]}
    check(plays == {1: (7, 5), 2: (2, 10), 3: (4, 8), 4: (12, 0), 5: (0, 12), 6: (7, 5),
                    7: (10, 2)}, "the movements article's score slip: %r" % plays)
    check("Ranking of the NS field" in m.score("round,table,board,ns_score\n1,1,1,50\n",
                                               method="neuberg", text=True), "score(text=True)")
    raises(lambda: m.score("round,table,board,ns_score\n1,1,2,50\n"), "BM_EPARSE",
           "board 2 is not played at table 1 in round 1", "a board not played there")
    raises(lambda: m.score([], options="scale=3"), "BM_ERANGE", "scale must be 1..2 for score; got 3",
           "bad option")
    raises(lambda: m.score([], options="colour=red"), "BM_EPARSE", "colour", "unknown option")
    with bridgemove.Options(set="switch") as other:
        raises(lambda: m.score([], options=other), "BM_EINVAL", "score",
               "scoring refuses options of another set")

# Boards by number and travellers: mitchell:tables=7,boards=3 plays set 2 (boards 4-6) at table 1
# in round 2, pair 1 NS against pair 14; board 4's traveller is the cells that hold set 2.
with bridgemove.Movement.from_spec("mitchell:tables=7,boards=3") as m:
    check(m.cell(2, 1) == (1, 14, 2) and m.cell_boards(2, 1) == [(4, False), (5, False), (6, False)],
          "round 2 table 1 plays boards 4-6: %r" % m.cell_boards(2, 1))
    check(m.first_board == 1 and m.board_number(7, 3) == 21 and m.set_size(2) == 3, "board numbers")
    plays = m.traveller(4)
    check(len(plays) == 7 and plays[1] == {"round": 2, "table": 1, "switched": False,
                                           "sitout": False, "ns": 1, "ew": 14}, "traveller(4)")
    check(all(m.cell(p["round"], p["table"]) == (p["ns"], p["ew"], 2) for p in plays),
          "every play of board 4 is a cell of set 2")
    j = m.travellers(4)
    check([(p["round"], p["table"], p["ns"], p["ew"]) for p in j["boards"][0]["plays"]]
          == [(p["round"], p["table"], p["ns"], p["ew"]) for p in plays], "travellers() JSON")
    check(m.boards_to_prepare() == 21 and m.set_copies(1) == 1, "21 boards to prepare")
    m.first_board = 101
    check(m.cell_boards(2, 1)[0] == (104, False) and len(m.traveller(104)) == 7, "first_board 101")
    m.first_board = 1
    # Bridgemate RoundData and EBUScore: written and read back to the same grid.
    rd = m.to_rounddata()
    check(rd.splitlines()[0] == "Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard,CustomBoards"
          and "1,1,2,1,14,4,6," in rd.splitlines() and "\r\n" in rd, "RoundData rows")
    check(bridgemove.format_detect(rd) == "rounddata" and bridgemove.format_detect(m.to_json()) == "json",
          "format_detect()")
    with bridgemove.Movement.from_rounddata(rd) as back, bridgemove.Movement.read(rd) as any_:
        check(back.grid() == m.grid() and any_.grid() == m.grid(), "RoundData round trip")
    check("2,1,1,1,8,1,3," in m.to_rounddata(section="B").splitlines(), "section letter B: ID 2")
    check(m.write("RoundData") == rd and bridgemove.format_name("RoundData") == "rounddata",
          "a format by its name, in any letter case")
    raises(lambda: m.write("csv"), "BM_EPARSE", "text, json, rounddata and ebu", "no format csv")
    raises(lambda: m.write("ebu", section="B"), "BM_EINVAL", "RoundData",
           "a section letter is for RoundData only")
    rd2 = m.to_rounddata(sections=2)
    check("1,1,1,1,8,1,3," in rd2.splitlines() and "2,1,1,1,8,1,3," in rd2.splitlines(),
          "sections=2: the movement as sections A and B")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with bridgemove.Movement.read(rd2) as first:
            check(first.grid() == m.grid(), "a RoundData file of two sections reads its first")
    check([str(w.message) for w in caught if issubclass(w.category, bridgemove.LossWarning)]
          == ["RoundData read without: sections B (read section A; all sections: "
              "bm_sections_read)"], "the reader's notes name the section left out: %r"
          % [str(w.message) for w in caught])
    ebu = m.to_ebu()
    check(ebu.splitlines()[0] == "1,7,21,3,7,0", "EBUScore header %r" % ebu.splitlines()[0])
    with bridgemove.Movement.from_ebu(ebu) as back:
        check(back.grid() == m.grid(), "EBUScore round trip")
    raises(lambda: bridgemove.Movement.from_rounddata("Section,Table\nA,1\n"), "BM_EPARSE", "",
           "a RoundData file without its columns")
    # Guide cards and itineraries.
    check(m.seat_of(8, 2) == (2, "ew") and m.next_seat(8, 1) == (2, "ew")
          and m.next_seat(1, 0) == (1, "ns") and not m.sits_out(1, 1), "itinerary of pair 8")
    check(m.card("pair", 1).startswith("Pair 1") and "rounds" in m.card("table", 1, text=False)
          and "EW pairs move up" in m.describe(), "guide cards")
    check(m.guide_report("pair", 1, "json") == m.card("pair", 1, text=False)
          and m.guide_report("description", form="json") == {"description": m.describe()}
          and m.guide()["participant_cards"][0] == m.card("pair", 1, text=False),
          "guide_report(): the cards are the elements of the whole guide")
    raises(lambda: m.card("pair", 99), "BM_ERANGE", "its pairs are 1..14", "no pair 99")
    raises(lambda: m.card("stand", 1), "BM_ERANGE", "no stands", "a Mitchell has no stand")
    check(m.boards_at(2, 1) == ("table", 7, 1), "set 1 is at table 7 in round 2")
    check(m.check_json()["playable"] is True, "check_json()")
    with m.analysis() as an:
        check(an.report("json")["s"] == an.matrix("s") == m.analyse()["s"]
              and an.stat("sd") == m.analyse()["sd"] and an.flag("complete"),
              "the analysis report, matrix() and analyse() agree")
        check(an.pair(1, 8) == {"a": 3, "b": 0, "c": 18, "d": 0, "s": 0} and an.entry("common", 1, 8) == 21
              and an.row("s", 1)[:8] == [0, 21, 21, 21, 21, 21, 21, 0] and an.board_plays(1) == 7
              and an.boards_played(1) == 21, "Analysis handle")
    # Switch planning: the club rule switches the last round.
    with m.switch_plan("preset=last-round") as plan:
        check(plan.preset == "last-round" and plan.movement.switched(7, 1, 1)
              and not plan.movement.switched(6, 1, 1) and plan.sd < plan.start_sd
              and plan.instructions[0].startswith("Round 7"), "switch_plan(last-round)")
        check(plan.movement.traveller(4)[6]["switched"] and plan.movement.traveller(4)[6]["ns"] == 11,
              "a switched play names the pair sitting NS (pair 11, the cell's EW pair)")
        check(plan.level == "round" and plan.iterations == 0 and plan.boards_switched == 21
              and plan.number("instructions") == len(plan.instructions) == 1
              and plan.instruction(1) == plan.instructions[0]
              and plan.report("json")["instructions"] == plan.instructions,
              "switch plan figures; instructions are 1-based")
        try:
            plan.instruction(0)
            check(False, "instruction 0 must not exist (1-based)")
        except IndexError:
            check(True, "")
        with plan.switched_movement() as again:
            check(again == plan.movement, "switched_movement(): a copy of the switched movement")
    raises(lambda: m.switch_plan(preset="optimize"), "BM_EPARSE", "optimise",
           "the alias optimize is gone: the message names optimise")
    with bridgemove.Options("preset=last-round", set="switch") as opt, m.switch_plan(opt) as plan:
        check(plan.preset == "last-round" and str(opt) == "switch:preset=last-round",
              "switch_plan() with an Options of the set switch")
    m.set_switched(7, 1, 1)             # one board of a round: RoundData would misstate it
    raises(lambda: m.to_rounddata(), "BM_EUNSUPPORTED", "", "a round switched in part")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        m.to_rounddata(partial_switches="unswitched")
    losses = [str(w.message) for w in caught if issubclass(w.category, bridgemove.LossWarning)]
    check(len(losses) == 1 and "written unswitched: round 7 table 1 (board 19)" in losses[0],
          "LossWarning: the writer's notes name the round written unswitched: %r" % losses)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        m.to_json()
    check(not caught, "JSON holds everything: no LossWarning")
    # Scoring from results entered play by play: 4S making 10 on board 1 (none vulnerable).
    with m.results() as res:
        res.set_contract(1, 1, 1, "4S", "N", 10)
        with res.score() as sc:
            check(sc.plays(1)[0]["ns_score"] == 420 and sc.plays(1)[0]["scored"]
                  and sc.plays(1)[0]["lead"] == ""
                  and sc.participant(1)["boards"] == 1, "Scoring of 4S=: %r" % sc.plays(1)[0])
            sc.set_names("1,Ann Smith,Bob Jones\n")
            usebio = sc.report("xml")
            check("<PLAYER_NAME>Ann Smith</PLAYER_NAME>" in usebio
                  and usebio.startswith("<?xml"), "USEBIO with names from Python")
            try:
                sc.set_names("1,Ann\n1,Bob\n")
                check(False, "a pair named twice is refused")
            except bridgemove.Error as e:
                check("line 2, column 1" in str(e), "names refused at line 2: %s" % e)
            # a names file of sections: this session takes section B's lines
            sc.set_names("A,1,Ann Smith,Bob Jones\nB,1,Cy Brown,Di White\n", section="B")
            usebio = sc.report("xml")
            check("<PLAYER_NAME>Cy Brown</PLAYER_NAME>" in usebio and "Ann Smith" not in usebio,
                  "set_names(section=): section B's names")
            raises(lambda: sc.set_names("1,Ann\n", section="b"), "BM_EINVAL",
                   "not a section's letter", "set_names(section=): not a letter")
        res.set_lead(1, 1, 1, "ht")  # the opening lead (since 1.1), kept as H10
        with res.score() as sc:
            check(sc.plays(1)[0]["lead"] == "H10" and "<LEAD>H10</LEAD>" in sc.report("xml"),
                  "set_lead(): the lead in plays() and USEBIO: %r" % sc.plays(1)[0])
        raises(lambda: res.set_lead(1, 1, 1, "Z9"), "BM_EPARSE", "is not a card",
               "set_lead(): not a card")

# Sections, spec handles, teams matches, the family catalogue.
with bridgemove.Sections() as sections, bridgemove.Movement.from_spec("mitchell:tables=3") as a:
    sections.add(a)
    sections.add(a)
    check(len(sections) == 2 and sections.letter(2) == "B" and sections.common_boards() == 3
          and sections.board_plays(1, 1) == 3, "two sections on the same boards")
    with bridgemove.Sections.from_rounddata(sections.to_rounddata()) as back, back.movement(2) as m2:
        check(len(back) == 2 and m2.grid() == a.grid(), "sections RoundData round trip")
    across = sections.to_json()["across"]
    check(across["boards_in_common"] == 3 and [x["section"] for x in across["sections"]]
          == ["A", "B"] and "Section B" in sections.to_text(), "the analysis of two sections")
    raises(lambda: sections.write("json"), "BM_EUNSUPPORTED", "2 sections",
           "JSON holds one movement, not two sections")
    with bridgemove.Sections.read(a.to_json()) as one:
        check(len(one) == 1 and one.letter(1) == "A", "any format's movement reads as section A")
with bridgemove.Spec("howell:tables=4") as spec:
    check(spec.family == "howell" and spec["tables"] == "4" and isinstance(spec, bridgemove.Options),
          "Spec: the options of a family")
    spec["tables"] = 5
    with spec.build() as h, bridgemove.Movement.from_spec(spec) as h2:
        check(str(spec) == "howell:tables=5" and h.tables == 5 and h2 == h, "Spec.build()")
    del spec["tables"]
    check(spec.get("tables") is None and str(spec) == "howell", "a required key reset: no value")
    raises(spec.build, "BM_EUNSUPPORTED", "tables", "a spec without its required key")
# Options: one handle and one set of parse rules for every option set.
with bridgemove.Options(set="switch") as sw, bridgemove.Options(set="score") as sc:
    check(sw.name == "switch" and sw["level"] == "board" and sw["preset"] == "optimise"
          and str(sw) == "switch" and sc["method"] == "auto" and sc["scale"] == "2",
          "defaults of switch and score (method auto)")
    sw["level"] = "free"
    sw.update(seed=7)
    check(str(sw) == "switch:level=free,seed=7" and sw["level"] == "free", "set keys")
    sw["level"] = None
    check(str(sw) == "switch:seed=7" and sw["level"] == "board", "a key reset to its default")
    raises(lambda: sw.__setitem__("level", "wide"), "BM_EPARSE", "round, board, table or free",
           "a word that is not one of the key's")
    check(str(sw) == "switch:seed=7", "a refused value changes nothing")
    raises(lambda: sw["colour"], "BM_EPARSE", "unknown key 'colour'", "get of a key the set does not have")
    check(sw.keys() == ["level", "preset", "seed", "effort", "trials", "time"]
          and sw.keys() == list(bridgemove.option_keys("switch")), "the keys of switch, in order")
for text, name, fragment, what in (
        ("tables=7,,boards=3", "BM_EPARSE", "empty item", "a blank item"),
        ("tables", "BM_EPARSE", "expected key=value", "an item without ="),
        ("tables=7,tables=8", "BM_EPARSE", "given twice", "a key given twice"),
        ("tables=", "BM_EPARSE", "missing value", "an empty value"),
        ("tables=seven", "BM_EPARSE", "whole number", "a value of the wrong form"),
        ("colour=red", "BM_EPARSE", "accepted keys: tables, rounds", "an unknown key"),
        ("tables=2", "BM_ERANGE", "tables must be 3..1000 for mitchell; got 2", "out of bounds")):
    raises(lambda: bridgemove.Options(text, set="mitchell"), name, fragment, "parse rule: " + what)
raises(lambda: bridgemove.Options("level=free", set="nosuch"), "BM_EPARSE", "exchange",
       "no such set: the message lists the sets")
with bridgemove.Options("SWITCH:level=free") as sw, bridgemove.Options(str(sw)) as again:
    check(str(again) == str(sw) == "switch:level=free", "the one-line form reads back")
described = bridgemove.describe_options("switch")
check(described["name"] == "switch" and [k["name"] for k in described["keys"]]
      == list(bridgemove.option_keys("switch")) and described["keys"][0]["default"] == "board",
      "describe_options(): the keys of switch")
check([d["name"] for d in bridgemove.describe_options()["option_sets"]]
      == ["switch", "score", "suggest", "print", "exchange", "change", "swiss"],
      "describe_options(): every set that is not a family")
check("preset" in bridgemove.describe_options("switch", "text"), "describe_options() as text")
raises(lambda: bridgemove.describe_options("switch", "html"), "BM_EUNSUPPORTED", "text or JSON",
       "options are described as text or JSON")
with bridgemove.teams_circuit(3) as t, t.matches() as mt:
    check(mt.teams == 3 and mt.count() == (3, 0) and mt.pair(1, 2)["complete"], "teams matches")
check(list(bridgemove.family_keys("mitchell"))[:2] == ["tables", "rounds"]
      and bridgemove.family_keys("mitchell") == bridgemove.option_keys("mitchell")
      and bridgemove.family_keys("mitchell")["tables"] == tables["help"], "catalogue and options")
# Choosing a movement: the ranked list, each figure read through its getter; and changes.
best = bridgemove.suggest("pairs=13,boards=24-28")
check(len(best) >= 3 and all(24 <= c["boards_played"] <= 28 for c in best), "suggest(): %d" % len(best))
mitchell = [c for c in bridgemove.suggest(pairs=14, boards=21, boards_per_round=3)
            if c["spec"] == "mitchell:tables=7,boards=3"]
check(len(mitchell) == 1 and abs(mitchell[0]["sd"] / 3 - 3.4896) < 1e-4
      and abs(mitchell[0]["sd_switched"] / 3 - 1.0491) < 1e-4
      and mitchell[0]["switch_plan"] == "last-round" and not mitchell[0]["one_winner"]
      and mitchell[0]["one_winner_switched"], "suggest(): the 7-table Mitchell %r" % mitchell)
check(all(c["sd_switched"] is None for c in best if c["one_winner"]), "no plan: None")
check("1. " in bridgemove.suggest("teams=9", text=True), "suggest(text=True)")
raises(lambda: bridgemove.suggest("pairs=13,boards=30-20"), "BM_EPARSE", "LO-HI", "bad range")
raises(lambda: bridgemove.suggest(boards="24-28"), "BM_EINVAL", "pairs=N", "no field")
raises(lambda: bridgemove.suggest("event=pairs,participants=13"), "BM_EPARSE",
       "accepted keys: pairs, teams, players", "event= and participants= are gone: pairs=N")
with bridgemove.Suggestions(pairs=13, boards="24-28") as found:
    check(len(found) == len(best) and found.candidate(1) == best[0]
          and found.candidate(len(found)) == best[-1] and list(found) == best,
          "candidates are 1-based: candidate(1) is the best")
    check(lib.bm_suggestion_text(found.handle, 0, 1) is None
          and lib.bm_suggestion_text(found.handle, 1, 1).decode() == best[0]["spec"],
          "bm_suggestion_text(): index 0 is no candidate")
    check([c["spec"] for c in found.report("json")["candidates"]] == [c["spec"] for c in best],
          "the JSON report lists the same candidates")
    try:
        found.candidate(0)
        check(False, "candidate 0 must not exist (1-based)")
    except IndexError:
        check(True, "")
with bridgemove.Options("pairs=14,boards=21,one_winner=yes", set="suggest") as request:
    first = bridgemove.suggest(request)[0]
    check(first["one_winner"] or first["one_winner_switched"],
          "suggest() with an Options: one_winner=yes puts one field first: %r" % first["spec"])
with bridgemove.Movement.from_spec("mitchell:tables=7,boards=3") as m:
    moved, lines = m.late(15, 2)
    check(moved.participants == 15 and moved.arrival(15) == 2 and "rover" in lines[0]
          and len(lines) == 7, "late(): %r" % lines[:2])
    check(moved.check()["playable"], "late(): playable")
    moved.close()
    moved, lines = m.leaves(3, 4)
    check(moved.phantom(3) == 4 and "leaves after round 3" in lines[0], "leaves(): %r" % lines[:1])
    moved.close()
    moved, lines = m.add_table(2)
    check(moved.tables == 8 and moved.participants == 16, "add_table()")
    moved.close()
    raises(lambda: m.late(20, 2), "BM_EINVAL", "the next number, 15", "late(): a wrong number")
    with m.change(late="15@2") as c, c.movement() as moved:
        check(len(c) == 7 and c.instruction(1) == c.instructions[0] and "rover" in c.instruction(1)
              and c.report("json")["instructions"] == c.instructions
              and moved.participants == 15 and "round 2" in c.to_text(),
              "change(): the Change handle, instructions 1-based")
        check(lib.bm_change_instruction(c.handle, 0) is None
              and lib.bm_change_instruction(c.handle, 7) is not None
              and lib.bm_change_instruction(c.handle, 8) is None, "bm_change_instruction() is 1-based")
        with moved.change(leaves="3@4") as c2, c2.movement() as twice:
            check(m.changes == [] and moved.changes == ["late=15@2"]
                  and twice.changes == ["late=15@2", "leaves=3@4"]
                  and twice.spec == "mitchell:tables=7,boards=3"
                  and lib.bm_movement_change(twice.handle, 3) is None,
                  "Movement.changes: the changes made, in order, the spec kept")
    raises(lambda: m.change("late=15@2,leaves=3@4"), "BM_EINVAL", "give one change",
           "exactly one change at a time")
    raises(lambda: m.change(), "BM_EINVAL", "give one change", "no change given")

# A Swiss event: made, a round's results, the next round, the standings, the file read back.
with bridgemove.Swiss.new("teams", 6, 3, 8) as sw:
    check(sw.rounds == 1 and sw.match(1, 1) == (1, 2) and sw.bye(1) == 0, "Swiss.new(): seeded")
    for table in (1, 2, 3):
        sw.set_result(table, 20, 5)
    sw.next()
    check(sw.rounds == 2 and sw.match(2, 1) == (1, 3), "Swiss.next(): winners meet")
    check(sw.standing(1)[0] == 1 and abs(sw.standing(1)[1] - sw.standings()["standings"][0]["score"])
          < 1e-9, "Swiss.standing()")
    with bridgemove.Swiss.read(json.dumps(sw.report())) as again:
        check(again.report() == sw.report(), "Swiss.read(): the file reads back")
    raises(lambda: sw.next(), "BM_EUNSUPPORTED", "has no result yet", "Swiss.next() too early")
    raises(lambda: sw.read_results('{"format": "bridgemove-swiss-results/1", "matches": '
                                   '[{"table": 4, "imps": [1, 2]}]}'),
           "BM_EPARSE", "matches[0].table: 4 is out of range 1..3",
           "Swiss.read_results(): a table out of range")

# The options of a new event: the method and a stationary side, kept in the event file.
with bridgemove.Swiss.new_options(pairs=8, rounds=3, boards=4, method="dutch",
                                  stationary="8@1") as sw:
    check(sw.match(1, 1) == (4, 8) and sw.match(1, 2) == (1, 5)
          and sw.report()["method"] == "dutch" and sw.report()["stationary"] == [[8, 1]],
          "Swiss.new_options(): Dutch, pair 8 at table 1")
raises(lambda: bridgemove.Swiss.new_options(teams=7, rounds=3), "BM_EINVAL", "boards=N",
       "Swiss.new_options(): boards missing")

# several sections in one ReceivedData table, scored apart and across the field (since 1.1):
# board 1 at table 1 (pairs 4 and 1), 3NT= in section A and 3NT+1 in section B
received = ("Section,Table,Round,Board,PairNS,PairEW,NS/EW,Contract,Result\n"
            "1,1,1,1,4,1,N,3 NT,=\n2,1,1,1,4,1,N,3 NT,+1\n")
with bridgemove.Movement.from_spec("howell:pairs=4") as sm:
    rows = [sm.section_results(x, received) for x in "AB"]
    got = []
    for across in ("no", "yes"):
        with bridgemove.score_sections(rows, 1, method="mp", across=across) as ssc:
            p = ssc.plays(1)[0]
            got.append((p["ns_points"], p["ew_points"]))
    check(got == [(0.0, 0.0), (0.0, 2.0)], "score_sections(): apart, then across: %r" % got)
    # both sections in one report (since 1.1): USEBIO with a SECTION each, JSON by letter
    scored = [bridgemove.score_sections(rows, k, method="mp") for k in (1, 2)]
    xml = bridgemove.sections_report(scored, "xml")
    check(xml.count("<SECTION SECTION_ID=") == 2 and 'SECTION_ID="B"' in xml,
          "sections_report(): one USEBIO file, sections A and B")
    data = bridgemove.sections_report(scored, "json", letters=["X", "Y"])
    check([x["section"] for x in data["sections"]] == ["X", "Y"],
          "sections_report(): the letters given: %r" % data)
    raises(lambda: bridgemove.sections_report(scored, "text", letters=["X", "X"]), "BM_EINVAL",
           "both X", "sections_report(): a letter twice")
    for x in scored + rows:
        x.close()
    raises(lambda: sm.section_results("a", received), "BM_EINVAL", "one or two capital",
           "section_results(): a bad letter")

check(traced == set(FREES.values()), "every kind of handle was made and traced: %r"
      % sorted(set(FREES.values()) - traced))
check(not live, "handles left live: %r" % live)
check(not bad_frees, "bad frees: %r" % bad_frees)
finish()
