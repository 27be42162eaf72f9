# SPDX-License-Identifier: MIT
"""Python binding of libbridgemove, in plain ctypes (no third-party packages).

libbridgemove builds, reads, writes, checks and analyses duplicate-bridge movements. This
module is a thin layer over its C API: it declares the C signatures, turns status codes into
exceptions and returns plain Python values (ints, strings, tuples, lists, dicts).

    import bridgemove
    with bridgemove.Movement.from_spec("mitchell:tables=7") as m:
        print(m.cell(1, 1))              # (1, 8, 1): NS pair, EW pair, set
        print(m.check()["playable"])     # True
        print(m.analyse()["sd"])         # 3.4896...

Finding the library: the path in the environment variable BRIDGEMOVE_LIB, else
ctypes.util.find_library("bridgemove"), else call load(path) before anything else.

Numbering is 1-based as in the C API (rounds, tables, participants, sets); 0 means "none".
Every failing call raises Error, which carries the status code, its C name (e.g.
"BM_EPARSE") and the library's one-line message.
"""

import ctypes
import ctypes.util
import json
import os

__all__ = ["FIELDS", "Error", "Movement", "board_vulnerability", "canonical_spec", "families",
           "families_text", "family_names", "imps", "load", "score_result", "version",
           "victory_points", "web_plan"]

# enum bm_status: fixed values, never renumbered (status.h).
STATUS_NAMES = {
    0: "BM_OK", 1: "BM_EINVAL", 2: "BM_ENOMEM", 3: "BM_ERANGE", 4: "BM_EPARSE",
    5: "BM_EUNSUPPORTED", 6: "BM_ENOTSTATIONARY", 7: "BM_ENOTFOUND",
}
_EVENTS = {1: "pairs", 2: "teams", 3: "individual"}
FIELDS = {"ns": 1, "ew": 2, "n": 3, "s": 4, "e": 5, "w": 6, "set": 7, "copy": 8, "first": 9}
_EVENT_CODES = {name: code for code, name in _EVENTS.items()}
_RULES = range(1, 10)      # enum bm_rule: 1A .. complete, complete_strict
_STATS = {"mean": 1, "sd": 2, "sd_sample": 3, "min": 4, "max": 5, "parity_bound_sd": 6,
          "apples_oranges": 7, "sum": 8, "pairs": 9, "field_coupling": 10,
          "field_coupling_unswitched": 11}
_INTEGER_STATS = ("min", "max", "sum", "pairs")
_FLAGS = {"complete": 1, "perfect": 2, "decoupled": 3, "stationary": 4, "one_winner": 5,
          "complete_strict": 6}
# enum bm_fields: the verdict on fields, as the JSON of bm_analysis_to_json() names it.
_FIELDS = {1: "two", 2: "one", 3: "one_after_switching", 4: "teams"}
_MATRICES = {"a": 1, "b": 2, "c": 3, "d": 4, "s": 5, "partners": 6}
_MSG_SIZE = 512
_SEATS = {"N": 1, "E": 2, "S": 3, "W": 4}         # enum bm_direction
_VULNERABILITY = {"none": 1, "ns": 2, "ew": 3, "both": 4}  # enum bm_vulnerability


class Error(Exception):
    """A libbridgemove call failed.

    Attributes: status (the enum bm_status value), name (its C name, e.g. "BM_EPARSE") and
    message (the library's explanation, or bm_status_str() when the call gives none).
    """

    def __init__(self, status, message):
        self.status = status
        self.name = STATUS_NAMES.get(status, "status %d" % status)
        self.message = message
        super().__init__("%s: %s" % (self.name, message))


_lib = None

# name: (restype, argtypes). P = opaque pointer, OUT = out-pointer to one.
_P, _OUT = ctypes.c_void_p, ctypes.POINTER(ctypes.c_void_p)
_U, _I, _LL = ctypes.c_uint, ctypes.c_int, ctypes.c_longlong
_D, _S = ctypes.c_double, ctypes.c_char_p
_PU, _PI = ctypes.POINTER(_U), ctypes.POINTER(_I)
_MSG = [ctypes.c_char_p, ctypes.c_size_t]
_SIGNATURES = {
    "bm_status_str": (_S, [_I]),
    "bm_free": (None, [_P]),
    "bm_version_string": (_S, []),
    "bm_build_string": (_I, [_OUT, _S] + _MSG),
    "bm_read_json": (_I, [_OUT, _S, ctypes.c_size_t] + _MSG),
    "bm_read_text": (_I, [_OUT, _S, ctypes.c_size_t] + _MSG),
    "bm_write_json": (_I, [_OUT, _P]),
    "bm_write_text": (_I, [_OUT, _P]),
    "bm_movement_free": (None, [_P]),
    "bm_movement_copy": (_I, [_OUT, _P]),
    "bm_movement_equal": (_I, [_PI, _P, _P]),
    "bm_movement_event": (_I, [_P]),
    "bm_movement_rounds": (_U, [_P]),
    "bm_movement_tables": (_U, [_P]),
    "bm_movement_participants": (_U, [_P]),
    "bm_movement_sets": (_U, [_P]),
    "bm_movement_boards_per_set": (_U, [_P]),
    "bm_movement_boards": (_U, [_P]),
    "bm_movement_name": (_S, [_P]),
    "bm_movement_spec": (_S, [_P]),
    "bm_movement_generator": (_S, [_P]),
    "bm_movement_active": (_I, [_PI, _P, _U, _U]),
    "bm_movement_get": (_I, [_PU, _P, _U, _U, _I]),
    "bm_movement_new": (_I, [_OUT, _I, _U, _U, _U, _U, _U] + _MSG),
    "bm_movement_set": (_I, [_P, _U, _U, _I, _U]),
    "bm_movement_clear": (_I, [_P, _U, _U]),
    "bm_movement_set_name": (_I, [_P, _S]),
    "bm_movement_switched": (_I, [_PI, _P, _U, _U, _U]),
    "bm_movement_set_switched": (_I, [_P, _U, _U, _U, _I]),
    "bm_movement_phantom": (_I, [_PU, _P, _U]),
    "bm_movement_set_phantom": (_I, [_P, _U, _U]),
    "bm_movement_arrival": (_I, [_PU, _P, _U]),
    "bm_movement_set_arrival": (_I, [_P, _U, _U]),
    "bm_movement_boards_to_prepare": (_I, [ctypes.POINTER(ctypes.c_uint), _P]),
    "bm_check_new": (_I, [_OUT, _P]),
    "bm_check_sitting_out": (_U, [_P]),
    "bm_check_free": (None, [_P]),
    "bm_check_stationary": (_I, [_P]),
    "bm_check_playable": (_I, [_P]),
    "bm_check_holds": (_I, [_PI, _P, _I]),
    "bm_check_violations": (_I, [_PU, _P, _I]),
    "bm_check_first_violation": (_I, [_PU, _PU, _PU, _PU, _P, _I]),
    "bm_check_to_text": (_I, [_OUT, _P]),
    "bm_rule_name": (_S, [_I]),
    "bm_analysis_new": (_I, [_OUT, _P] + _MSG),
    "bm_analysis_free": (None, [_P]),
    "bm_analysis_participants": (_U, [_P]),
    "bm_analysis_boards": (_U, [_P]),
    "bm_analysis_stat": (_I, [ctypes.POINTER(_D), _P, _I]),
    "bm_analysis_flag": (_I, [_PI, _P, _I]),
    "bm_analysis_fields": (_I, [_PI, _P]),
    "bm_fields_str": (_S, [_I]),
    "bm_analysis_distribution_size": (_I, [_PU, _P]),
    "bm_analysis_distribution_entry": (_I, [ctypes.POINTER(_LL), _PU, _P, _U]),
    "bm_analysis_matrix": (_I, [ctypes.POINTER(_LL), ctypes.c_size_t, _P, _I]),
    "bm_analysis_to_text": (_I, [_OUT, _P]),
    "bm_spec_parse": (_I, [_OUT, _S] + _MSG),
    "bm_spec_free": (None, [_P]),
    "bm_spec_to_string": (_I, [_OUT, _P]),
    "bm_web_plan": (_I, [_PU, _PU, _PU, _PU, _U, _U] + _MSG),
    "bm_web_plan_spec": (_I, [_PU, _PU, _PU, _PU, _P] + _MSG),
    "bm_movement_is_standard": (_I, [_PI, _P] + _MSG),
    "bm_movement_equivalent": (_I, [_PI, _P, _P] + _MSG),
    "bm_family_count": (_U, []),
    "bm_family_name": (_S, [_U]),
    "bm_family_description": (_S, [_S]),
    "bm_family_key_count": (_U, [_S]),
    "bm_family_key_name": (_S, [_S, _U]),
    "bm_family_key_help": (_S, [_S, _S]),
    "bm_families_to_json": (_I, [_OUT]),
    "bm_families_to_text": (_I, [_OUT]),
    "bm_board_vulnerability": (_I, [_PI, _PI, _U]),
    "bm_score_result": (_I, [_PI, _S, _I, _U, _I] + _MSG),
    "bm_score_imps": (_I, [_PI, _LL]),
    "bm_score_victory_points": (_I, [ctypes.POINTER(_D), _LL, _U]),
    "bm_results_read": (_I, [_OUT, _P, _S, ctypes.c_size_t] + _MSG),
    "bm_results_free": (None, [_P]),
    "bm_results_to_json": (_I, [_OUT, _P]),
    "bm_score_options_parse": (_I, [_OUT, _S] + _MSG),
    "bm_score_options_set": (_I, [_P, _S, _S] + _MSG),
    "bm_score_options_free": (None, [_P]),
    "bm_scoring_new": (_I, [_OUT, _P, _P] + _MSG),
    "bm_scoring_free": (None, [_P]),
    "bm_scoring_to_json": (_I, [_OUT, _P]),
    "bm_scoring_to_text": (_I, [_OUT, _P]),
}
# Transforms: fn(&out, m[, perm, n], msg, size) -> a new movement; the input is unchanged.
_TRANSFORMS = ("dual", "interchange", "transpose", "reverse_rounds", "standard_form")
_PERMUTATIONS = ("permute_rounds", "permute_tables", "relabel_sets", "relabel_participants")
_SIGNATURES.update({"bm_movement_" + t: (_I, [_OUT, _P] + _MSG) for t in _TRANSFORMS})
_SIGNATURES.update({"bm_movement_" + t: (_I, [_OUT, _P, _PU, ctypes.c_size_t] + _MSG)
                    for t in _PERMUTATIONS})


def load(path=None):
    """Load the shared library (once) and declare its functions; return the ctypes.CDLL.

    path: the library file. Default: $BRIDGEMOVE_LIB, else find_library("bridgemove").
    Raises OSError when no library can be found or loaded.
    """
    global _lib
    if _lib is not None and path is None:
        return _lib
    path = path or os.environ.get("BRIDGEMOVE_LIB") or ctypes.util.find_library("bridgemove")
    if not path:
        raise OSError("libbridgemove not found: set BRIDGEMOVE_LIB to its path")
    lib = ctypes.CDLL(path)
    for name, (restype, argtypes) in _SIGNATURES.items():
        fn = getattr(lib, name)
        fn.restype, fn.argtypes = restype, argtypes
    _lib = lib
    return lib


def version():
    """The library's runtime version string, e.g. "0.1.0"."""
    return load().bm_version_string().decode()


def _raise_unless_ok(status, msg=None):
    if status != 0:
        text = msg.value.decode(errors="replace") if msg is not None and msg.value else ""
        raise Error(status, text or load().bm_status_str(status).decode())


def _string(fn, *handle):
    """Call fn(&char_ptr[, handle]) and return the library string, released with bm_free()."""
    ptr = _create(fn, *handle)
    try:
        return ctypes.string_at(ptr).decode()
    finally:
        _lib.bm_free(ptr)


def _out(ctype, fn, *args, takes_msg=False):
    """Call fn(&value, *args[, msg, size]) and return the value."""
    value = ctype()
    msg = ctypes.create_string_buffer(_MSG_SIZE) if takes_msg else None
    extra = (msg, _MSG_SIZE) if takes_msg else ()
    _raise_unless_ok(fn(ctypes.byref(value), *args, *extra), msg)
    return value.value


def _create(fn, *args, takes_msg=False):
    """Call a constructor fn(&out, *args[, msg, size]); return the new pointer as an int."""
    return _out(ctypes.c_void_p, fn, *args, takes_msg=takes_msg)


def canonical_spec(text):
    """The canonical form of a spec string (family, then the keys set, in the family's order)."""
    spec = _create(load().bm_spec_parse, text.encode(), takes_msg=True)
    try:
        return _string(_lib.bm_spec_to_string, spec)
    finally:
        _lib.bm_spec_free(spec)


def family_names():
    """The movement families the library builds, in catalogue order: ["mitchell", ...]."""
    lib = load()
    return [lib.bm_family_name(i).decode() for i in range(1, lib.bm_family_count() + 1)]


def families():
    """The family catalogue: a list of dicts, one per family, with "name", "description",
    "source", "event" and "keys" (each key a dict: "name", "type", "min"/"max" or "choices"
    or "form", "required", "default", "default_text", "help", "common"; see families.h)."""
    return json.loads(_string(load().bm_families_to_json))["families"]


def families_text():
    """The family catalogue as text for a director (what `bridgemove families` prints)."""
    return _string(load().bm_families_to_text)


def web_plan(tables=None, rounds=None, spec=None):
    """The Web movement (Hill's Web movements) for tables and rounds, or for a `web:...` spec
    string: {"groups": d, "subsections": n, "size": s, "cases": cases of boards}."""
    out = [ctypes.c_uint() for _ in range(4)]
    msg = ctypes.create_string_buffer(_MSG_SIZE)
    lib = load()
    if spec is None:
        status = lib.bm_web_plan(*map(ctypes.byref, out), tables, rounds, msg, _MSG_SIZE)
    else:
        handle = _create(lib.bm_spec_parse, spec.encode(), takes_msg=True)
        try:
            status = lib.bm_web_plan_spec(*map(ctypes.byref, out), handle, msg, _MSG_SIZE)
        finally:
            lib.bm_spec_free(handle)
    _raise_unless_ok(status, msg)
    return dict(zip(("groups", "subsections", "size", "cases"), (v.value for v in out)))


def board_vulnerability(board):
    """Who is vulnerable on a board and who deals, in the standard 16-board cycle:
    ("none" | "ns" | "ew" | "both", "N" | "E" | "S" | "W")."""
    vul, dealer = ctypes.c_int(), ctypes.c_int()
    _raise_unless_ok(load().bm_board_vulnerability(ctypes.byref(vul), ctypes.byref(dealer), board))
    names = {code: name for name, code in _VULNERABILITY.items()}
    seats = {code: name for name, code in _SEATS.items()}
    return names[vul.value], seats[dealer.value]


def score_result(contract, declarer=None, tricks=0, vulnerability=None, board=None):
    """The duplicate score of a result, to North-South: contract "4HX", "3NT", "PASS"; declarer
    "N", "E", "S" or "W"; tricks taken; vulnerability "none", "ns", "ew" or "both", or the board
    number (its vulnerability in the standard cycle)."""
    if vulnerability is None:
        vulnerability = board_vulnerability(board)[0] if board is not None else "none"
    seat = _SEATS.get(declarer, 0) if declarer is not None else 0
    return _out(ctypes.c_int, load().bm_score_result, contract.encode(), seat, tricks,
                _VULNERABILITY[vulnerability], takes_msg=True)


def imps(difference):
    """International match points for a difference in score (the WBF scale, signed)."""
    return _out(ctypes.c_int, load().bm_score_imps, difference)


def victory_points(imp_margin, boards):
    """Victory points on the WBF continuous 20-VP scale for an IMP margin over a match."""
    return _out(ctypes.c_double, load().bm_score_victory_points, imp_margin, boards)


class Movement:
    """A movement: a grid of rounds x tables of cells (libbridgemove's struct bm_movement).

    Create one with from_spec(), from_json(), from_text() or new(); release it with close() or
    a with-block (the garbage collector is only a fallback).
    """

    def __init__(self, handle):
        """Take ownership of a struct bm_movement pointer (an int); the constructors call this."""
        self._h = handle

    @classmethod
    def new(cls, event, rounds, tables, participants, sets, boards_per_set=1):
        """An empty movement (every cell idle); event is "pairs", "teams" or "individual"."""
        lib = load()
        if event not in _EVENT_CODES:
            raise ValueError("event must be one of %s" % ", ".join(_EVENT_CODES))
        return cls(_create(lib.bm_movement_new, _EVENT_CODES[event], rounds, tables,
                           participants, sets, boards_per_set, takes_msg=True))

    @classmethod
    def from_spec(cls, spec):
        """Build the movement a spec string names, e.g. "mitchell:tables=7,boards=3"."""
        lib = load()
        return cls(_create(lib.bm_build_string, spec.encode(), takes_msg=True))

    @classmethod
    def from_json(cls, text):
        """Read a JSON movement ("format": "bridgemove/1") from a str or bytes."""
        data = text.encode() if isinstance(text, str) else bytes(text)
        return cls(_create(load().bm_read_json, data, len(data), takes_msg=True))

    @classmethod
    def from_text(cls, text):
        """Read grid text (the table as the movements article prints it, "R: ns SET ew | ...")
        from a str or bytes."""
        data = text.encode() if isinstance(text, str) else bytes(text)
        return cls(_create(load().bm_read_text, data, len(data), takes_msg=True))

    def close(self):
        """Free the C handle now; later calls raise ValueError. Safe to call twice."""
        if self._h:
            _lib.bm_movement_free(self._h)
            self._h = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        if getattr(self, "_h", None) and _lib is not None:
            self.close()

    @property
    def handle(self):
        """The struct bm_movement pointer (an int), for calls this module does not wrap."""
        if not self._h:
            raise ValueError("movement is closed")
        return self._h

    def copy(self):
        """A deep copy, as a new Movement."""
        return Movement(_create(_lib.bm_movement_copy, self.handle))

    def __eq__(self, other):
        """Equal models (grid, switches, sets, phantoms, teams, stands, name)."""
        if not isinstance(other, Movement):
            return NotImplemented
        return bool(_out(ctypes.c_int, _lib.bm_movement_equal, self.handle, other.handle))

    __hash__ = None

    def to_json(self):
        """The movement as JSON text (the lossless form)."""
        return _string(_lib.bm_write_json, self.handle)

    def to_text(self):
        """The movement as grid text."""
        return _string(_lib.bm_write_text, self.handle)

    event = property(lambda self: _EVENTS.get(_lib.bm_movement_event(self.handle)),
                     doc='"pairs", "teams" or "individual".')
    rounds = property(lambda self: _lib.bm_movement_rounds(self.handle), doc="Number of rounds.")
    tables = property(lambda self: _lib.bm_movement_tables(self.handle), doc="Number of tables.")
    participants = property(lambda self: _lib.bm_movement_participants(self.handle),
                            doc="Number of pairs (or players in individual events).")
    sets = property(lambda self: _lib.bm_movement_sets(self.handle), doc="Number of board sets.")
    boards_per_set = property(lambda self: _lib.bm_movement_boards_per_set(self.handle),
                              doc="Default boards per set.")
    boards = property(lambda self: _lib.bm_movement_boards(self.handle), doc="Total boards.")
    spec = property(lambda self: _lib.bm_movement_spec(self.handle).decode(),
                    doc='The spec string it was built from ("" if none).')
    generator = property(lambda self: _lib.bm_movement_generator(self.handle).decode(),
                         doc='The generator recorded with it ("" if none).')

    @property
    def name(self):
        """Display name (assignable)."""
        return _lib.bm_movement_name(self.handle).decode()

    @name.setter
    def name(self, value):
        _raise_unless_ok(_lib.bm_movement_set_name(self.handle, value.encode()))

    def _transform(self, name, *perm):
        fn = getattr(_lib, "bm_movement_" + name)
        args = ((ctypes.c_uint * len(perm[0]))(*perm[0]), len(perm[0])) if perm else ()
        return Movement(_create(fn, self.handle, *args, takes_msg=True))

    def dual(self):
        """The dual (the movements article): rounds and tables transposed, moving pairs swapped
        with board sets. Needs a pairs event with stationary NS pairs (else Error BM_ENOTSTATIONARY or
        BM_EUNSUPPORTED, with the reason in its message)."""
        return self._transform("dual")

    def interchange(self):
        """Step 1 of the dual: moving-pair numbers interchanged with set letters."""
        return self._transform("interchange")

    def transpose(self):
        """Step 2 of the dual: rows and columns transposed, letters and numbers kept."""
        return self._transform("transpose")

    def reverse_rounds(self):
        """A new movement with the rounds in reverse order."""
        return self._transform("reverse_rounds")

    def standard_form(self):
        """The standard form (the movements article, Part I): rounds reordered, sets and pairs
        relabelled."""
        return self._transform("standard_form")

    def permute_rounds(self, perm):
        """Round i becomes round perm[i - 1] (perm: a permutation of 1..rounds)."""
        return self._transform("permute_rounds", perm)

    def permute_tables(self, perm):
        """Table i becomes table perm[i - 1] (perm: a permutation of 1..tables)."""
        return self._transform("permute_tables", perm)

    def relabel_sets(self, perm):
        """Set i becomes set perm[i - 1] (perm: a permutation of 1..sets)."""
        return self._transform("relabel_sets", perm)

    def relabel_participants(self, perm):
        """Participant i becomes perm[i - 1] (perm: a permutation of 1..participants)."""
        return self._transform("relabel_participants", perm)

    def is_standard(self):
        """Whether the movement is in standard form."""
        return bool(_out(ctypes.c_int, _lib.bm_movement_is_standard, self.handle, takes_msg=True))

    def equivalent(self, other):
        """Whether other is this movement up to the order of rounds and tables and the
        labels of sets and participants (bm_movement_equivalent())."""
        return bool(_out(ctypes.c_int, _lib.bm_movement_equivalent, self.handle, other.handle,
                         takes_msg=True))

    def _cell_fields(self):
        individual = _lib.bm_movement_event(self.handle) == 3
        return ("n", "s", "e", "w", "set") if individual else ("ns", "ew", "set")

    def cell(self, round, table):
        """The cell at (round, table), 1-based: None if the table is idle, else
        (ns, ew, set) for pairs/teams events or (n, s, e, w, set) for individual ones."""
        if not _out(ctypes.c_int, _lib.bm_movement_active, self.handle, round, table):
            return None
        return tuple(self.field(round, table, f) for f in self._cell_fields())

    def set_cell(self, round, table, cell):
        """Set a cell from a tuple as cell() returns it (copy 1, no switches), or make it
        idle with None."""
        if cell is None:
            _raise_unless_ok(_lib.bm_movement_clear(self.handle, round, table))
            return
        names = self._cell_fields()
        if len(cell) != len(names):
            raise ValueError("a %s cell is a tuple %s" % (self.event, names))
        _raise_unless_ok(_lib.bm_movement_clear(self.handle, round, table))
        for name, value in zip(names, cell):
            self.set_field(round, table, name, value)

    def field(self, round, table, name):
        """One field of a cell: "ns", "ew" (pairs/teams), "n", "s", "e", "w" (individual),
        "set", "copy" or "first"; 0 for an idle cell, an empty seat or no set."""
        return _out(ctypes.c_uint, _lib.bm_movement_get, self.handle, round, table, FIELDS[name])

    def set_field(self, round, table, name, value):
        """Write one field of a cell (the cell becomes active)."""
        _raise_unless_ok(_lib.bm_movement_set(self.handle, round, table, FIELDS[name], value))

    def switched(self, round, table, position):
        """Whether board position 1..size of the cell's set is played arrow-switched."""
        return bool(_out(ctypes.c_int, _lib.bm_movement_switched, self.handle, round, table,
                         position))

    def set_switched(self, round, table, position, switched=True):
        """Arrow-switch (or not) one board position of a cell's set."""
        _raise_unless_ok(_lib.bm_movement_set_switched(self.handle, round, table, position,
                                                       int(bool(switched))))

    def phantom(self, participant):
        """0 if the participant stays to the end, else the first round it is absent from
        (1: a phantom, absent all session)."""
        return _out(ctypes.c_uint, _lib.bm_movement_phantom, self.handle, participant)

    def set_phantom(self, participant, from_round=1):
        """Make a participant absent from a round on (1: a phantom; 0: it stays to the end)."""
        _raise_unless_ok(_lib.bm_movement_set_phantom(self.handle, participant, from_round))

    def arrival(self, participant):
        """0 if the participant plays from the start, else the first round it plays."""
        return _out(ctypes.c_uint, _lib.bm_movement_arrival, self.handle, participant)

    def set_arrival(self, participant, round):
        """Make a participant arrive late: absent before the round (0 or 1: from the start)."""
        _raise_unless_ok(_lib.bm_movement_set_arrival(self.handle, participant, round))

    def boards_to_prepare(self):
        """How many physical boards to prepare: every (set, copy) on a table or a stand."""
        return _out(ctypes.c_uint, _lib.bm_movement_boards_to_prepare, self.handle)

    def grid(self):
        """Every cell: grid()[r - 1][t - 1] == cell(r, t)."""
        return [[self.cell(r, t) for t in range(1, self.tables + 1)]
                for r in range(1, self.rounds + 1)]

    def check(self):
        """The rule checks of the movements article, Part I, as a dict:
        {"stationary": bool, "playable": bool, "sitting_out": int, "rules": {"1A": {"holds":
        bool, "violations": int, "first": (round, table, participant, set) or None}, ...
        "complete": {...}, "complete_strict": {...}}}."""
        c = _create(_lib.bm_check_new, self.handle)
        try:
            rules = {}
            for rule in _RULES:
                first = [ctypes.c_uint() for _ in range(4)]
                status = _lib.bm_check_first_violation(*map(ctypes.byref, first), c, rule)
                if status != 7:        # BM_ENOTFOUND: the rule holds
                    _raise_unless_ok(status)
                rules[_lib.bm_rule_name(rule).decode()] = {
                    "holds": bool(_out(ctypes.c_int, _lib.bm_check_holds, c, rule)),
                    "violations": _out(ctypes.c_uint, _lib.bm_check_violations, c, rule),
                    "first": tuple(v.value for v in first) if status == 0 else None,
                }
            return {"stationary": bool(_lib.bm_check_stationary(c)),
                    "playable": bool(_lib.bm_check_playable(c)),
                    "sitting_out": _lib.bm_check_sitting_out(c), "rules": rules}
        finally:
            _lib.bm_check_free(c)

    def check_text(self):
        """The rule report as the library prints it (`bridgemove check`)."""
        c = _create(_lib.bm_check_new, self.handle)
        try:
            return _string(_lib.bm_check_to_text, c)
        finally:
            _lib.bm_check_free(c)

    def analyse(self, text=False):
        """The competition analysis of the movements article, Part II.

        Returns a dict: "participants", "boards"; the statistics "mean", "sd" (population),
        "sd_sample", "min", "max", "parity_bound_sd", "apples_oranges" (a share in [0, 1]),
        "sum", "pairs", "field_coupling", "field_coupling_unswitched"; the flags "complete",
        "complete_strict", "perfect", "decoupled", "stationary", "one_winner" (bools); the
        verdict "fields" ("two", "one", "one_after_switching", "teams") and "fields_text" (the
        verdict in words);
        "distribution" {s value: pairs of pairs}; the P x P matrices "a", "b", "c", "d", "s",
        "partners" as lists of lists (0-based: matrix[i - 1][j - 1]). With text=True, the
        report `bridgemove analyse` prints, as a string, instead.
        """
        msg = ctypes.create_string_buffer(_MSG_SIZE)
        an = ctypes.c_void_p()
        _raise_unless_ok(_lib.bm_analysis_new(ctypes.byref(an), self.handle, msg, _MSG_SIZE), msg)
        an = an.value
        try:
            return _string(_lib.bm_analysis_to_text, an) if text else _analysis_dict(an)
        finally:
            _lib.bm_analysis_free(an)


    def score(self, results, method=None, options="", text=False):
        """Score a session: results is the text of a results file (JSON or CSV, see
        doc/scoring.md) or a list of result dicts ({"round", "table", "board", "contract",
        "declarer", "tricks"} ...). method: "mp" (default), "neuberg", "imps" or "butler";
        options: more keys as "key=value,...". Returns the JSON report as a dict ("pairs",
        "boards", ...), or the text report with text=True."""
        if not isinstance(results, str):
            results = json.dumps({"format": "bridgemove-results/1", "results": list(results)})
        data = results.encode()
        msg = ctypes.create_string_buffer(_MSG_SIZE)
        r = _create(_lib.bm_results_read, self.handle, data, len(data), takes_msg=True)
        opt = sc = None
        try:
            opt = _create(_lib.bm_score_options_parse, options.encode(), takes_msg=True)
            if method is not None:
                _raise_unless_ok(_lib.bm_score_options_set(opt, b"method", method.encode(), msg,
                                                           _MSG_SIZE), msg)
            sc = _create(_lib.bm_scoring_new, r, opt, takes_msg=True)
            if text:
                return _string(_lib.bm_scoring_to_text, sc)
            return json.loads(_string(_lib.bm_scoring_to_json, sc))
        finally:
            if sc:
                _lib.bm_scoring_free(sc)
            if opt:
                _lib.bm_score_options_free(opt)
            _lib.bm_results_free(r)


def _analysis_dict(an):
    p = _lib.bm_analysis_participants(an)
    result = {"participants": p, "boards": _lib.bm_analysis_boards(an)}
    for key, which in _STATS.items():
        value = _out(ctypes.c_double, _lib.bm_analysis_stat, an, which)
        result[key] = int(value) if key in _INTEGER_STATS else value
    for key, which in _FLAGS.items():
        result[key] = bool(_out(ctypes.c_int, _lib.bm_analysis_flag, an, which))
    fields = _out(ctypes.c_int, _lib.bm_analysis_fields, an)
    result["fields"] = _FIELDS[fields]
    result["fields_text"] = _lib.bm_fields_str(fields).decode()
    result["distribution"] = {}
    for index in range(1, _out(ctypes.c_uint, _lib.bm_analysis_distribution_size, an) + 1):
        value, count = ctypes.c_longlong(), ctypes.c_uint()
        _raise_unless_ok(_lib.bm_analysis_distribution_entry(
            ctypes.byref(value), ctypes.byref(count), an, index))
        result["distribution"][value.value] = count.value
    for key, which in _MATRICES.items():
        flat = (ctypes.c_longlong * (p * p))()
        _raise_unless_ok(_lib.bm_analysis_matrix(flat, p * p, an, which))
        result[key] = [list(flat[i * p:(i + 1) * p]) for i in range(p)]
    return result
