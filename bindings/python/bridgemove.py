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

__all__ = ["FIELDS", "Analysis", "Error", "LossWarning", "Matches", "Movement", "Results",
           "Scoring", "Sections", "Spec", "SwitchPlan", "board_vulnerability", "canonical_spec",
           "families", "families_text", "family_description", "family_keys", "family_names",
           "format_detect", "imps", "load", "score_options", "score_result", "switch_options",
           "teams_circuit", "teams_solve", "version", "victory_points", "web_plan"]

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

# The whole public API, one line per function, grouped by header: name: (restype, argtypes),
# exactly the prototype's types (test-bindings-complete.py fails on a missing or wrong line).
# P = an opaque handle or void *, OUT = the out-pointer of a constructor or of a string the caller
# frees with bm_free(), PS = a const char ** out (a borrowed string), enums are int, and
# "+ _MSG" is the trailing (char *msg, size_t msg_size).
_P, _OUT = ctypes.c_void_p, ctypes.POINTER(ctypes.c_void_p)
_U, _I, _LL, _Z = ctypes.c_uint, ctypes.c_int, ctypes.c_longlong, ctypes.c_size_t
_UL, _ULL = ctypes.c_ulong, ctypes.c_ulonglong
_D, _S = ctypes.c_double, ctypes.c_char_p
_PU, _PI, _PD = ctypes.POINTER(_U), ctypes.POINTER(_I), ctypes.POINTER(_D)
_PLL, _PZ, _PS = ctypes.POINTER(_LL), ctypes.POINTER(_Z), ctypes.POINTER(_S)
_MSG = [ctypes.c_char_p, ctypes.c_size_t]
_SIGNATURES = {
    # analysis.h
    "bm_analysis_new": (_I, [_OUT, _P] + _MSG),
    "bm_analysis_free": (None, [_P]),
    "bm_analysis_event": (_I, [_P]),
    "bm_analysis_participants": (_U, [_P]),
    "bm_analysis_boards": (_U, [_P]),
    "bm_analysis_tables_in_play": (_U, [_P]),
    "bm_analysis_counted": (_I, [_PI, _P, _U]),
    "bm_analysis_pair": (_I, [_PU, _PU, _PU, _PU, _PLL, _P, _U, _U]),
    "bm_analysis_entry": (_I, [_PLL, _P, _I, _U, _U]),
    "bm_analysis_row": (_I, [_PLL, _Z, _P, _I, _U]),
    "bm_analysis_matrix": (_I, [_PLL, _Z, _P, _I]),
    "bm_analysis_board_plays": (_I, [_PU, _P, _U]),
    "bm_analysis_boards_played": (_I, [_PU, _P, _U]),
    "bm_analysis_stat": (_I, [_PD, _P, _I]),
    "bm_analysis_flag": (_I, [_PI, _P, _I]),
    "bm_analysis_fields": (_I, [_PI, _P]),
    "bm_fields_str": (_S, [_I]),
    "bm_analysis_distribution_size": (_I, [_PU, _P]),
    "bm_analysis_distribution_entry": (_I, [_PLL, _PU, _P, _U]),
    "bm_analysis_to_text": (_I, [_OUT, _P]),
    "bm_analysis_to_json": (_I, [_OUT, _P]),
    # boards.h
    "bm_cell_board_count": (_I, [_PU, _P, _U, _U]),
    "bm_cell_board": (_I, [_PU, _PI, _P, _U, _U, _U]),
    "bm_cell_seated": (_I, [_PU, _P, _U, _U, _U, _I]),
    "bm_board_play_count": (_I, [_PU, _P, _U]),
    "bm_board_play": (_I, [_PU, _PU, _PI, _PI, _P, _U, _U]),
    "bm_movement_set_copies": (_I, [_PU, _P, _U]),
    "bm_movement_boards_to_prepare": (_I, [_PU, _P]),
    "bm_travellers_to_text": (_I, [_OUT, _P, _U]),
    "bm_travellers_to_json": (_I, [_OUT, _P, _U]),
    # check.h
    "bm_check_new": (_I, [_OUT, _P]),
    "bm_check_free": (None, [_P]),
    "bm_check_stationary": (_I, [_P]),
    "bm_check_sitting_out": (_U, [_P]),
    "bm_check_holds": (_I, [_PI, _P, _I]),
    "bm_check_violations": (_I, [_PU, _P, _I]),
    "bm_check_first_violation": (_I, [_PU, _PU, _PU, _PU, _P, _I]),
    "bm_check_playable": (_I, [_P]),
    "bm_rule_name": (_S, [_I]),
    "bm_check_to_text": (_I, [_OUT, _P]),
    "bm_check_to_json": (_I, [_OUT, _P]),
    # exchange.h
    "bm_format_detect": (_I, [_S, _Z]),
    "bm_read_any": (_I, [_OUT, _S, _Z] + _MSG),
    "bm_write_rounddata": (_I, [_OUT, _P, _S] + _MSG),
    "bm_sections_write_rounddata": (_I, [_OUT, _P, _S] + _MSG),
    "bm_read_rounddata": (_I, [_OUT, _S, _Z] + _MSG),
    "bm_sections_read_rounddata": (_I, [_OUT, _S, _Z] + _MSG),
    "bm_write_ebu": (_I, [_OUT, _P, _S] + _MSG),
    "bm_read_ebu": (_I, [_OUT, _S, _Z] + _MSG),
    # families.h
    "bm_family_count": (_U, []),
    "bm_family_name": (_S, [_U]),
    "bm_family_description": (_S, [_S]),
    "bm_family_key_count": (_U, [_S]),
    "bm_family_key_name": (_S, [_S, _U]),
    "bm_family_key_help": (_S, [_S, _S]),
    "bm_families_to_json": (_I, [_OUT]),
    "bm_families_to_text": (_I, [_OUT]),
    # format.h
    "bm_write_text": (_I, [_OUT, _P]),
    "bm_read_text": (_I, [_OUT, _S, _Z] + _MSG),
    "bm_write_json": (_I, [_OUT, _P]),
    "bm_read_json": (_I, [_OUT, _S, _Z] + _MSG),
    # guide.h
    "bm_guide_next_seat": (_I, [_PU, _PI, _P, _U, _U]),
    "bm_guide_sits_out": (_I, [_PI, _P, _U, _U]),
    "bm_guide_boards_at": (_I, [_PI, _PU, _PU, _P, _U, _U, _U]),
    "bm_guide_next_boards": (_I, [_PI, _PU, _PU, _P, _U, _U]),
    "bm_guide_next_boards_from_stand": (_I, [_PI, _PU, _PU, _P, _U, _U, _U]),
    "bm_guide_describe": (_I, [_OUT, _P]),
    "bm_guide_card_pair": (_I, [_OUT, _P, _U]),
    "bm_guide_card_table": (_I, [_OUT, _P, _U]),
    "bm_guide_to_text": (_I, [_OUT, _P]),
    "bm_guide_to_json": (_I, [_OUT, _P]),
    "bm_guide_card_pair_json": (_I, [_OUT, _P, _U]),
    "bm_guide_card_table_json": (_I, [_OUT, _P, _U]),
    "bm_guide_card_stand": (_I, [_OUT, _P, _U]),
    "bm_guide_card_stand_json": (_I, [_OUT, _P, _U]),
    # movement.h
    "bm_movement_new": (_I, [_OUT, _I, _U, _U, _U, _U, _U] + _MSG),
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
    "bm_movement_first_board": (_U, [_P]),
    "bm_movement_set_first_board": (_I, [_P, _U]),
    "bm_movement_set_size": (_I, [_PU, _P, _U]),
    "bm_movement_resize_set": (_I, [_P, _U, _U]),
    "bm_movement_board_number": (_I, [_PU, _P, _U, _U]),
    "bm_movement_get": (_I, [_PU, _P, _U, _U, _I]),
    "bm_movement_set": (_I, [_P, _U, _U, _I, _U]),
    "bm_movement_set_pairs": (_I, [_P, _U, _U, _U, _U, _U]),
    "bm_movement_active": (_I, [_PI, _P, _U, _U]),
    "bm_movement_clear": (_I, [_P, _U, _U]),
    "bm_movement_switched": (_I, [_PI, _P, _U, _U, _U]),
    "bm_movement_set_switched": (_I, [_P, _U, _U, _U, _I]),
    "bm_movement_phantom": (_I, [_PU, _P, _U]),
    "bm_movement_set_phantom": (_I, [_P, _U, _U]),
    "bm_movement_arrival": (_I, [_PU, _P, _U]),
    "bm_movement_set_arrival": (_I, [_P, _U, _U]),
    "bm_movement_present": (_I, [_PI, _P, _U, _U]),
    "bm_movement_team": (_I, [_PU, _P, _U]),
    "bm_movement_set_team": (_I, [_P, _U, _U]),
    "bm_movement_teams": (_U, [_P]),
    "bm_movement_name": (_S, [_P]),
    "bm_movement_set_name": (_I, [_P, _S]),
    "bm_movement_spec": (_S, [_P]),
    "bm_movement_set_spec": (_I, [_P, _S]),
    "bm_movement_generator": (_S, [_P]),
    "bm_movement_set_generator": (_I, [_P, _S]),
    "bm_movement_stands": (_U, [_P]),
    "bm_movement_add_stand": (_I, [_PU, _P, _S, _U, _U]),
    "bm_movement_stand": (_I, [_PU, _PU, _PS, _P, _U]),
    "bm_movement_stand_push": (_I, [_P, _U, _U, _U, _U]),
    "bm_movement_stand_count": (_I, [_PU, _P, _U, _U]),
    "bm_movement_stand_item": (_I, [_PU, _PU, _P, _U, _U, _U]),
    "bm_movement_seat_of": (_I, [_PU, _PI, _P, _U, _U]),
    # scoring.h
    "bm_board_vulnerability": (_I, [_PI, _PI, _U]),
    "bm_score_result": (_I, [_PI, _S, _I, _U, _I] + _MSG),
    "bm_score_imps": (_I, [_PI, _LL]),
    "bm_score_victory_points": (_I, [_PD, _LL, _U]),
    "bm_results_new": (_I, [_OUT, _P] + _MSG),
    "bm_results_read": (_I, [_OUT, _P, _S, _Z] + _MSG),
    "bm_results_free": (None, [_P]),
    "bm_results_set_contract": (_I, [_P, _U, _U, _U, _S, _I, _U] + _MSG),
    "bm_results_set_score": (_I, [_P, _U, _U, _U, _I] + _MSG),
    "bm_results_set_split": (_I, [_P, _U, _U, _U, _I, _I] + _MSG),
    "bm_results_set_artificial": (_I, [_P, _U, _U, _U, _S] + _MSG),
    "bm_results_set_not_played": (_I, [_P, _U, _U, _U] + _MSG),
    "bm_results_to_json": (_I, [_OUT, _P]),
    "bm_score_options_new": (_I, [_OUT]),
    "bm_score_options_free": (None, [_P]),
    "bm_score_options_set": (_I, [_P, _S, _S] + _MSG),
    "bm_score_options_parse": (_I, [_OUT, _S] + _MSG),
    "bm_score_options_to_string": (_I, [_OUT, _P]),
    "bm_scoring_new": (_I, [_OUT, _P, _P] + _MSG),
    "bm_scoring_free": (None, [_P]),
    "bm_scoring_participant": (_I, [_PD, _PD, _PD, _PU, _P, _U]),
    "bm_scoring_rank": (_I, [_PU, _PU, _P, _U]),
    "bm_scoring_plays": (_I, [_PU, _P, _U]),
    "bm_scoring_play": (_I, [_PU, _PU, _PU, _PU, _P, _U, _U]),
    "bm_scoring_play_points": (_I, [_PI, _PD, _PD, _PI, _P, _U, _U]),
    "bm_scoring_team": (_I, [_PD, _PD, _PU, _P, _U]),
    "bm_scoring_to_text": (_I, [_OUT, _P]),
    "bm_scoring_to_json": (_I, [_OUT, _P]),
    # sections.h
    "bm_sections_new": (_I, [_OUT]),
    "bm_sections_free": (None, [_P]),
    "bm_sections_add": (_I, [_P, _P, _S] + _MSG),
    "bm_sections_count": (_U, [_P]),
    "bm_sections_movement": (_P, [_P, _U]),
    "bm_sections_letter": (_S, [_P, _U]),
    "bm_sections_board_plays": (_I, [_PU, _P, _U, _U]),
    "bm_sections_common_boards": (_I, [_PU, _P]),
    "bm_sections_to_text": (_I, [_OUT, _P]),
    "bm_sections_to_json": (_I, [_OUT, _P]),
    # spec.h
    "bm_spec_new": (_I, [_OUT, _S] + _MSG),
    "bm_spec_parse": (_I, [_OUT, _S] + _MSG),
    "bm_spec_free": (None, [_P]),
    "bm_spec_set": (_I, [_P, _S, _S] + _MSG),
    "bm_spec_get": (_I, [_PS, _P, _S]),
    "bm_spec_family": (_S, [_P]),
    "bm_spec_to_string": (_I, [_OUT, _P]),
    "bm_build": (_I, [_OUT, _P] + _MSG),
    "bm_build_string": (_I, [_OUT, _S] + _MSG),
    # status.h
    "bm_status_str": (_S, [_I]),
    "bm_free": (None, [_P]),
    "bm_version_string": (_S, []),
    # switch.h
    "bm_switch_options_new": (_I, [_OUT]),
    "bm_switch_options_free": (None, [_P]),
    "bm_switch_options_set": (_I, [_P, _S, _S] + _MSG),
    "bm_switch_options_parse": (_I, [_OUT, _S] + _MSG),
    "bm_switch_options_to_string": (_I, [_OUT, _P]),
    "bm_switch_plan_new": (_I, [_OUT, _OUT, _P, _P] + _MSG),
    "bm_switch_plan_free": (None, [_P]),
    "bm_switch_plan_movement": (_I, [_OUT, _P]),
    "bm_switch_plan_sd": (_D, [_P]),
    "bm_switch_plan_start_sd": (_D, [_P]),
    "bm_switch_plan_parity_bound": (_D, [_P]),
    "bm_switch_plan_boards_switched": (_UL, [_P]),
    "bm_switch_plan_proven": (_I, [_P]),
    "bm_switch_plan_stopped_early": (_I, [_P]),
    "bm_switch_plan_iterations": (_ULL, [_P]),
    "bm_switch_plan_level": (_S, [_P]),
    "bm_switch_plan_preset": (_S, [_P]),
    "bm_switch_plan_instructions": (_U, [_P]),
    "bm_switch_plan_instruction": (_S, [_P, _U]),
    "bm_switch_plan_to_text": (_I, [_OUT, _P]),
    "bm_switch_plan_to_json": (_I, [_OUT, _P]),
    # teams.h
    "bm_teams_solve": (_I, [_PU, _Z, _PI, _U, _I, _I] + _MSG),
    "bm_teams_circuit": (_I, [_OUT, _U, _I, _I, _U] + _MSG),
    "bm_matches_new": (_I, [_OUT, _P] + _MSG),
    "bm_matches_free": (None, [_P]),
    "bm_matches_teams": (_U, [_P]),
    "bm_matches_count": (_I, [_PU, _PU, _P]),
    "bm_matches_pair": (_I, [_PI, _PI, _PU, _P, _U, _U]),
    "bm_matches_half_count": (_I, [_PU, _P, _U, _U]),
    "bm_matches_half_board": (_I, [_PU, _P, _U, _U, _U]),
    "bm_matches_to_text": (_I, [_OUT, _P]),
    "bm_matches_to_json": (_I, [_OUT, _P]),
    # transform.h
    "bm_movement_dual": (_I, [_OUT, _P] + _MSG),
    "bm_movement_interchange": (_I, [_OUT, _P] + _MSG),
    "bm_movement_transpose": (_I, [_OUT, _P] + _MSG),
    "bm_movement_reverse_rounds": (_I, [_OUT, _P] + _MSG),
    "bm_movement_permute_rounds": (_I, [_OUT, _P, _PU, _Z] + _MSG),
    "bm_movement_permute_tables": (_I, [_OUT, _P, _PU, _Z] + _MSG),
    "bm_movement_relabel_sets": (_I, [_OUT, _P, _PU, _Z] + _MSG),
    "bm_movement_relabel_participants": (_I, [_OUT, _P, _PU, _Z] + _MSG),
    "bm_movement_standard_form": (_I, [_OUT, _P] + _MSG),
    "bm_movement_is_standard": (_I, [_PI, _P] + _MSG),
    "bm_movement_equivalent": (_I, [_PI, _P, _P] + _MSG),
    # web.h
    "bm_web_plan": (_I, [_PU, _PU, _PU, _PU, _U, _U] + _MSG),
    "bm_web_plan_spec": (_I, [_PU, _PU, _PU, _PU, _P] + _MSG),
    # print, suggest (merged from main)
    "bm_guide_to_html": (_I, [_OUT, _P, _S] + _MSG),
    "bm_room_to_svg": (_I, [_OUT, _P, _U] + _MSG),
    "bm_balance_to_svg": (_I, [_OUT, _P] + _MSG),
    "bm_switches_to_svg": (_I, [_OUT, _P] + _MSG),
    "bm_suggest_options_parse": (_I, [_OUT, _S] + _MSG),
    "bm_suggest_options_set": (_I, [_P, _S, _S] + _MSG),
    "bm_suggest_options_free": (None, [_P]),
    "bm_suggest": (_I, [_OUT, _P] + _MSG),
    "bm_suggestions_free": (None, [_P]),
    "bm_suggestions_count": (ctypes.c_size_t, [_P]),
    "bm_suggestion_number": (_I, [_PU, _P, ctypes.c_size_t, _I]),
    "bm_suggestion_real": (_I, [ctypes.POINTER(_D), _P, ctypes.c_size_t, _I]),
    "bm_suggestion_text": (_S, [_P, ctypes.c_size_t, _I]),
    "bm_suggestions_to_text": (_I, [_OUT, _P]),
    "bm_change_late": (_I, [_OUT, _P, _U, _U] + _MSG),
    "bm_change_leave": (_I, [_OUT, _P, _U, _U] + _MSG),
    "bm_change_add_table": (_I, [_OUT, _P, _U] + _MSG),
    "bm_change_free": (None, [_P]),
    "bm_change_movement": (_P, [_P]),
    "bm_change_instruction_count": (ctypes.c_size_t, [_P]),
    "bm_change_instruction": (_S, [_P, ctypes.c_size_t]),
    "bm_suggest_options_new": (_I, [_OUT]),
    "bm_suggest_options_to_string": (_I, [_OUT, _P]),
    "bm_suggestions_to_json": (_I, [_OUT, _P]),
    "bm_change_to_text": (_I, [_OUT, _P]),
    "bm_change_to_json": (_I, [_OUT, _P]),
}
# Transforms: fn(&out, m[, perm, n], msg, size) -> a new movement; the input is unchanged.
_TRANSFORMS = ("dual", "interchange", "transpose", "reverse_rounds", "standard_form")
_PERMUTATIONS = ("permute_rounds", "permute_tables", "relabel_sets", "relabel_participants")


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


def _string_msg(fn, *args):
    """Call fn(&char_ptr, *args, msg, size) and return the library string, released with
    bm_free(); raise Error with the library's message on failure."""
    ptr = _create(fn, *args, takes_msg=True)
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


# The figures of a suggestion (suggest.h): name -> enumerator.
_SUGGEST_NUMBERS = {"tables": 1, "rounds": 2, "boards_per_round": 3, "boards_played": 4,
                    "boards_to_prepare": 5, "stands": 6, "shared_tables": 7, "sit_outs": 8,
                    "stationary": 9, "one_winner": 10, "one_winner_switched": 11, "copies": 12}
_SUGGEST_REALS = {"sd": 1, "sd_switched": 2, "apples_oranges": 3}
_SUGGEST_TEXTS = {"spec": 1, "reason": 2, "switch_plan": 3}


def _suggestion(lst, i):
    lib = load()
    item = {k: _out(ctypes.c_uint, lib.bm_suggestion_number, lst, i, w)
            for k, w in _SUGGEST_NUMBERS.items()}
    for key in ("one_winner", "one_winner_switched"):
        item[key] = bool(item[key])
    for key, which in _SUGGEST_REALS.items():
        value = ctypes.c_double()
        status = lib.bm_suggestion_real(ctypes.byref(value), lst, i, which)
        if status != 7:            # BM_ENOTFOUND: no switch plan
            _raise_unless_ok(status)
        item[key] = value.value if status == 0 else None
    for key, which in _SUGGEST_TEXTS.items():
        item[key] = lib.bm_suggestion_text(lst, i, which).decode()
    return item


def suggest(options="", text=False, **keys):
    """The movements for a field and a session, best first (`bridgemove suggest`):
    suggest("pairs=13,boards=24-28") or suggest(pairs=13, boards="24-28", sharing="no").
    Returns a list of dicts with the keys of the JSON form ("spec", "tables", "rounds",
    "boards_per_round", "boards_played", "boards_to_prepare", "sd", "sd_switched" (None when
    no switch plan), "one_winner", "reason", ...), or the text with text=True."""
    lib = load()
    opt = _create(lib.bm_suggest_options_parse, options.encode(), takes_msg=True)
    lst = None
    try:
        msg = ctypes.create_string_buffer(_MSG_SIZE)
        for key, value in keys.items():
            _raise_unless_ok(lib.bm_suggest_options_set(opt, key.encode(), str(value).encode(),
                                                        msg, _MSG_SIZE), msg)
        lst = _create(lib.bm_suggest, opt, takes_msg=True)
        if text:
            return _string(lib.bm_suggestions_to_text, lst)
        return [_suggestion(lst, i) for i in range(lib.bm_suggestions_count(lst))]
    finally:
        if lst:
            lib.bm_suggestions_free(lst)
        lib.bm_suggest_options_free(opt)


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


class _Handle:
    """An owned C handle freed by close(), leaving a with-block, or garbage collection."""
    _free = None

    def __init__(self, handle):
        self._h = handle

    @property
    def handle(self):
        """The C pointer (an int), for calls this module does not wrap."""
        if not self._h:
            raise ValueError("%s is closed" % type(self).__name__)
        return self._h

    def close(self):
        """Free the C handle now; later calls raise ValueError. Safe to call twice."""
        if self._h:
            getattr(_lib, self._free)(self._h)
            self._h = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        if getattr(self, "_h", None) and _lib is not None:
            self.close()


class Movement(_Handle):
    """A movement: a grid of rounds x tables of cells (libbridgemove's struct bm_movement).

    Create one with from_spec(), from_json(), from_text() or new(); release it with close() or
    a with-block (the garbage collector is only a fallback).
    """

    _free = "bm_movement_free"

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
                    lambda self, v: _raise_unless_ok(_lib.bm_movement_set_spec(self.handle,
                                                                               v.encode())),
                    doc='The spec string it was built from ("" if none).')
    generator = property(lambda self: _lib.bm_movement_generator(self.handle).decode(),
                         lambda self, v: _raise_unless_ok(_lib.bm_movement_set_generator(
                             self.handle, v.encode())),
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

    def guide_html(self, options=""):
        """The guide and every card as one HTML file to print (`bridgemove guide --format
        html`). options: "key=value,...": paper (auto, a4, letter), travellers (yes, no)."""
        return _string_msg(_lib.bm_guide_to_html, self.handle, options.encode())

    def room_svg(self, round=1):
        """A picture of the room in one round as SVG: who sits where, where pairs and boards
        go next (`bridgemove picture --what room`)."""
        return _string_msg(_lib.bm_room_to_svg, self.handle, round)

    def balance_svg(self):
        """The balance (the s matrix) as an SVG heat map (`bridgemove picture --what balance`)."""
        return _string_msg(_lib.bm_balance_to_svg, self.handle)

    def switches_svg(self):
        """The arrow switches as an SVG plan (`bridgemove picture --what switch`)."""
        return _string_msg(_lib.bm_switches_to_svg, self.handle)

    def _change(self, fn, *args):
        change = _create(fn, self.handle, *args, takes_msg=True)
        try:
            moved = Movement(_create(_lib.bm_movement_copy, _lib.bm_change_movement(change)))
            lines = [_lib.bm_change_instruction(change, i).decode()
                     for i in range(_lib.bm_change_instruction_count(change))]
            return moved, lines
        finally:
            _lib.bm_change_free(change)

    def late(self, pair, round):
        """A new pair (numbered participants + 1) arrives for round: it takes a free seat (the
        half table's, or a leaver's) or plays as a rover. Returns (the changed Movement, the
        director's instructions as a list of lines); this movement is unchanged."""
        return self._change(_lib.bm_change_late, pair, round)

    def leaves(self, pair, round):
        """Pair leaves, absent from round on: (the changed Movement, instructions)."""
        return self._change(_lib.bm_change_leave, pair, round)

    def add_table(self, round):
        """A table with two new pairs from round (a party table and a rover):
        (the changed Movement, instructions)."""
        return self._change(_lib.bm_change_add_table, round)

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

    # --- formats the scoring programs read -------------------------------------------------
    @classmethod
    def read(cls, text):
        """Read a movement in any format the library reads (grid text, JSON, Bridgemate
        RoundData, EBUScore), found by its content (see format_detect()). What the reader left
        out is named in a LossWarning."""
        return cls(_create_warn(load().bm_read_any, _bytes(text)))

    @classmethod
    def from_rounddata(cls, text):
        """Read a Bridgemate RoundData CSV (its first section; Sections.from_rounddata() reads
        them all). Pairs are read as seated; a LossWarning names what was left out."""
        return cls(_create_warn(load().bm_read_rounddata, _bytes(text)))

    @classmethod
    def from_ebu(cls, text):
        """Read an EBUScore movement file (pairs, teams or individual)."""
        return cls(_create_warn(load().bm_read_ebu, _bytes(text)))

    def to_rounddata(self, section="A", partial_switches=None):
        """The movement as Bridgemate RoundData CSV under a section letter. A round switched
        only in part raises Error BM_EUNSUPPORTED unless partial_switches="unswitched". What
        RoundData cannot hold (stands, copies, teams) is named in a LossWarning."""
        return _string_warn(_lib.bm_write_rounddata, self.handle,
                            _options(section=section, partial_switches=partial_switches))

    def to_ebu(self, partial_switches=None):
        """The movement as an EBUScore movement file (see to_rounddata() for the rules)."""
        return _string_warn(_lib.bm_write_ebu, self.handle,
                            _options(partial_switches=partial_switches))

    # --- the rest of the model --------------------------------------------------------------
    @property
    def first_board(self):
        """The number of the first board (assignable); boards are numbered from it in set order."""
        return _lib.bm_movement_first_board(self.handle)

    @first_board.setter
    def first_board(self, value):
        _raise_unless_ok(_lib.bm_movement_set_first_board(self.handle, value))


    def set_size(self, set):
        """How many boards set `set` holds."""
        return _out(ctypes.c_uint, _lib.bm_movement_set_size, self.handle, set)

    def resize_set(self, set, boards):
        """Give set `set` its own number of boards."""
        _raise_unless_ok(_lib.bm_movement_resize_set(self.handle, set, boards))

    def set_pairs(self, round, table, ns, ew, set):
        """Make a pairs/teams cell active with its NS pair, EW pair and set (copy 1)."""
        _raise_unless_ok(_lib.bm_movement_set_pairs(self.handle, round, table, ns, ew, set))

    def present(self, participant, round):
        """Whether a participant can play in a round (arrived and not left)."""
        return bool(_out(ctypes.c_int, _lib.bm_movement_present, self.handle, participant, round))

    def seat_of(self, participant, round):
        """Where the grid seats a participant in a round: (table, seat) with seat "ns", "ew",
        "n", "s", "e" or "w"; None when seated nowhere."""
        table, field = ctypes.c_uint(), ctypes.c_int()
        _raise_unless_ok(_lib.bm_movement_seat_of(ctypes.byref(table), ctypes.byref(field),
                                                  self.handle, participant, round))
        return (table.value, _FIELD_NAMES[field.value]) if table.value else None

    @property
    def teams(self):
        """Number of teams (0 unless a teams event)."""
        return _lib.bm_movement_teams(self.handle)

    def team(self, pair):
        """The team a pair belongs to (0: none)."""
        return _out(ctypes.c_uint, _lib.bm_movement_team, self.handle, pair)

    def set_team(self, pair, team):
        """Put a pair in a team."""
        _raise_unless_ok(_lib.bm_movement_set_team(self.handle, pair, team))

    @property
    def stands(self):
        """The relay and bye stands: a list of {"name", "after_table", "copy"}."""
        result = []
        for i in range(1, _lib.bm_movement_stands(self.handle) + 1):
            after, copy, name = ctypes.c_uint(), ctypes.c_uint(), ctypes.c_char_p()
            _raise_unless_ok(_lib.bm_movement_stand(ctypes.byref(after), ctypes.byref(copy),
                                                    ctypes.byref(name), self.handle, i))
            result.append({"name": (name.value or b"").decode(), "after_table": after.value,
                           "copy": copy.value})
        return result

    def add_stand(self, after_table, name=None, copy=0):
        """Add a relay or bye stand that receives the boards of after_table; returns its number."""
        return _out(ctypes.c_uint, _lib.bm_movement_add_stand, self.handle,
                    name.encode() if name else None, after_table, copy)

    def stand_push(self, round, stand, set, copy=1):
        """Put a (set, copy) group on a stand for a round."""
        _raise_unless_ok(_lib.bm_movement_stand_push(self.handle, round, stand, set, copy))

    def stand_items(self, round, stand):
        """The (set, copy) groups waiting on a stand during a round, in queue order."""
        n = _out(ctypes.c_uint, _lib.bm_movement_stand_count, self.handle, round, stand)
        items = []
        for i in range(1, n + 1):
            s, c = ctypes.c_uint(), ctypes.c_uint()
            _raise_unless_ok(_lib.bm_movement_stand_item(ctypes.byref(s), ctypes.byref(c),
                                                         self.handle, round, stand, i))
            items.append((s.value, c.value))
        return items

    # --- boards by number -------------------------------------------------------------------
    def board_number(self, set, position):
        """The number of board `position` (1..size) of set `set`."""
        return _out(ctypes.c_uint, _lib.bm_movement_board_number, self.handle, set, position)

    def cell_boards(self, round, table):
        """The boards a table plays in a round, in playing order: [(board, switched), ...]."""
        n = _out(ctypes.c_uint, _lib.bm_cell_board_count, self.handle, round, table)
        boards = []
        for i in range(1, n + 1):
            board, switched = ctypes.c_uint(), ctypes.c_int()
            _raise_unless_ok(_lib.bm_cell_board(ctypes.byref(board), ctypes.byref(switched),
                                                self.handle, round, table, i))
            boards.append((board.value, bool(switched.value)))
        return boards

    def seated(self, round, table, board, seat):
        """Who sits in a seat ("ns", "ew", "n", "s", "e", "w") for one board, switches applied."""
        return _out(ctypes.c_uint, _lib.bm_cell_seated, self.handle, round, table, board,
                    FIELDS[seat])

    def traveller(self, board):
        """A board's traveller: every play in round order as a dict {"round", "table",
        "switched", "sitout"} plus the participants as seated ("ns", "ew", or "n", "s", "e",
        "w")."""
        seats = self._cell_fields()[:-1]
        plays = []
        for i in range(1, _out(ctypes.c_uint, _lib.bm_board_play_count, self.handle, board) + 1):
            r, t, sw, so = ctypes.c_uint(), ctypes.c_uint(), ctypes.c_int(), ctypes.c_int()
            _raise_unless_ok(_lib.bm_board_play(*map(ctypes.byref, (r, t, sw, so)), self.handle,
                                                board, i))
            play = {"round": r.value, "table": t.value, "switched": bool(sw.value),
                    "sitout": bool(so.value)}
            play.update((s, self.seated(r.value, t.value, board, s)) for s in seats)
            plays.append(play)
        return plays

    def travellers(self, board=0, text=False):
        """Every board's traveller (or one board's) as the library reports it: the JSON as a
        dict {"boards_to_prepare", "copies", "boards": [...]}, or the text with text=True."""
        if text:
            return _string(_lib.bm_travellers_to_text, self.handle, board)
        return json.loads(_string(_lib.bm_travellers_to_json, self.handle, board))

    def set_copies(self, set):
        """How many copies of a set to prepare (0 for a set nobody plays)."""
        return _out(ctypes.c_uint, _lib.bm_movement_set_copies, self.handle, set)

    # --- guide cards ------------------------------------------------------------------------
    def guide(self, text=False):
        """The director's guide: the JSON as a dict, or the text with text=True."""
        if text:
            return _string(_lib.bm_guide_to_text, self.handle)
        return json.loads(_string(_lib.bm_guide_to_json, self.handle))

    def describe(self):
        """The movement in a few words for the director (how pairs and boards move)."""
        return _string(_lib.bm_guide_describe, self.handle)

    def card(self, kind, number, text=True):
        """A guide card: kind "pair" (a participant's itinerary), "table" or "stand"; the text,
        or the JSON as a dict with text=False."""
        fn = getattr(_lib, "bm_guide_card_%s%s" % (kind, "" if text else "_json"))
        s = _string(fn, self.handle, number)
        return s if text else json.loads(s)

    def next_seat(self, participant, round):
        """Where a participant sits in round `round` + 1 (round 0: the start): (table, seat) or
        None."""
        table, seat = ctypes.c_uint(), ctypes.c_int()
        _raise_unless_ok(_lib.bm_guide_next_seat(ctypes.byref(table), ctypes.byref(seat),
                                                 self.handle, participant, round))
        return (table.value, _FIELD_NAMES[seat.value]) if table.value else None

    def sits_out(self, participant, round):
        """Whether a participant sits out a round."""
        return bool(_out(ctypes.c_int, _lib.bm_guide_sits_out, self.handle, participant, round))

    def boards_at(self, round, set, copy=1):
        """Where a (set, copy) group is during a round: (place, number, tables), place one of
        "none", "table", "shared", "stand", "out"."""
        return _place(_lib.bm_guide_boards_at, self.handle, round, set, copy)

    def next_boards(self, round, table):
        """Where the boards played at a table in `round` are in the next round: (place, number,
        tables) as boards_at() gives them."""
        return _place(_lib.bm_guide_next_boards, self.handle, round, table)

    def next_boards_from_stand(self, round, stand, index=1):
        """Where the group `index` waiting on a stand in `round` is in the next round."""
        return _place(_lib.bm_guide_next_boards_from_stand, self.handle, round, stand, index)

    # --- checks, switches, matches ----------------------------------------------------------
    def check_json(self):
        """The rule report as the library's JSON, as a dict."""
        c = _create(_lib.bm_check_new, self.handle)
        try:
            return json.loads(_string(_lib.bm_check_to_json, c))
        finally:
            _lib.bm_check_free(c)

    def analysis(self):
        """The competition analysis as an Analysis handle (matrices, pairs, board plays)."""
        return Analysis(_create(_lib.bm_analysis_new, self.handle, takes_msg=True))

    def switch_plan(self, options=""):
        """Plan arrow switches: options "key=value,..." (level, preset, seed, effort, time cap;
        see doc/switch.md). Returns a SwitchPlan; its .movement is the switched movement."""
        opt = _create(_lib.bm_switch_options_parse, options.encode(), takes_msg=True)
        try:
            plan, switched = ctypes.c_void_p(), ctypes.c_void_p()
            msg = ctypes.create_string_buffer(_MSG_SIZE)
            _raise_unless_ok(_lib.bm_switch_plan_new(ctypes.byref(plan), ctypes.byref(switched),
                                                     self.handle, opt, msg, _MSG_SIZE), msg)
        finally:
            _lib.bm_switch_options_free(opt)
        return SwitchPlan(plan.value, Movement(switched.value))

    def matches(self):
        """The match report of a teams movement, as a Matches handle."""
        return Matches(_create(_lib.bm_matches_new, self.handle, takes_msg=True))

    def results(self, text=None):
        """Results for scoring this movement: empty, or read from a results file's text."""
        if text is None:
            return Results(_create(_lib.bm_results_new, self.handle, takes_msg=True), self)
        data = _bytes(text)
        return Results(_create(_lib.bm_results_read, self.handle, data, len(data),
                               takes_msg=True), self)


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


# --- helpers for the exchange formats and the handles below ---------------------------------
class LossWarning(UserWarning):
    """A reader or writer succeeded but the format does not hold everything (the library's
    message names what was left out)."""


_FIELD_NAMES = {0: None, 1: "ns", 2: "ew", 3: "n", 4: "s", 5: "e", 6: "w"}
_PLACES = {0: "none", 1: "table", 2: "shared", 3: "stand", 4: "out"}
_FORMATS = {1: "text", 2: "json", 3: "rounddata", 4: "ebu"}


def _bytes(text):
    return text.encode() if isinstance(text, str) else bytes(text)


def _options(**keys):
    """"key=value,..." of the keys given (None: left out), as bytes; None when empty."""
    text = ",".join("%s=%s" % (k, v) for k, v in keys.items() if v is not None)
    return text.encode() if text else None


def _warn(msg):
    if msg.value:
        import warnings
        warnings.warn(msg.value.decode(errors="replace"), LossWarning, stacklevel=3)


def _create_warn(fn, data):
    """A reader fn(&out, text, len, msg, size): the new pointer; a LossWarning for what it left out."""
    out, msg = ctypes.c_void_p(), ctypes.create_string_buffer(_MSG_SIZE)
    _raise_unless_ok(fn(ctypes.byref(out), data, len(data), msg, _MSG_SIZE), msg)
    _warn(msg)
    return out.value


def _string_warn(fn, *args):
    """A writer fn(&str, *args, msg, size): the string; a LossWarning for what it cannot hold."""
    out, msg = ctypes.c_void_p(), ctypes.create_string_buffer(_MSG_SIZE)
    _raise_unless_ok(fn(ctypes.byref(out), *args, msg, _MSG_SIZE), msg)
    try:
        _warn(msg)
        return ctypes.string_at(out.value).decode()
    finally:
        _lib.bm_free(out.value)


def _place(fn, *args):
    place, number, count = ctypes.c_int(), ctypes.c_uint(), ctypes.c_uint()
    _raise_unless_ok(fn(ctypes.byref(place), ctypes.byref(number), ctypes.byref(count), *args))
    return _PLACES[place.value], number.value, count.value


def format_detect(text):
    """Which format a text is in, by its content: "text", "json", "rounddata" or "ebu"."""
    data = _bytes(text)
    return _FORMATS[load().bm_format_detect(data, len(data))]


def family_description(name):
    """A family's one-line description (None for an unknown family)."""
    d = load().bm_family_description(name.encode())
    return d.decode() if d is not None else None


def family_keys(name):
    """A family's spec keys with their help: {key: help}, in the family's order."""
    lib = load()
    keys = {}
    for i in range(1, lib.bm_family_key_count(name.encode()) + 1):
        key = lib.bm_family_key_name(name.encode(), i)
        keys[key.decode()] = (lib.bm_family_key_help(name.encode(), key) or b"").decode()
    return keys


def switch_options(text=""):
    """The full one-line form of switch options (every key, defaults filled in)."""
    opt = _create(load().bm_switch_options_parse, text.encode(), takes_msg=True)
    try:
        return _string(_lib.bm_switch_options_to_string, opt)
    finally:
        _lib.bm_switch_options_free(opt)


def score_options(text=""):
    """The full one-line form of scoring options (every key, defaults filled in)."""
    opt = _create(load().bm_score_options_parse, text.encode(), takes_msg=True)
    try:
        return _string(_lib.bm_score_options_to_string, opt)
    finally:
        _lib.bm_score_options_free(opt)


def teams_solve(circuit, ew_move=1, boards_move=-1):
    """Start tables making every match complete on a circuit of R tables (the teams-movements
    note): (starts [S_1..S_R], appendix bool). See bm_teams_solve() for ew_move/boards_move."""
    starts, appendix = (ctypes.c_uint * circuit)(), ctypes.c_int()
    msg = ctypes.create_string_buffer(_MSG_SIZE)
    _raise_unless_ok(load().bm_teams_solve(starts, circuit, ctypes.byref(appendix), circuit,
                                           ew_move, boards_move, msg, _MSG_SIZE), msg)
    return list(starts), bool(appendix.value)


def teams_circuit(circuit, ew_move=1, boards_move=-1, boards=1):
    """The teams movement teams_solve() finds for a circuit, as a Movement."""
    return Movement(_create(load().bm_teams_circuit, circuit, ew_move, boards_move, boards,
                            takes_msg=True))


class Spec(_Handle):
    """A movement spec: a family and its keys. Spec("mitchell:tables=7") parses a spec string,
    Spec.family_only("mitchell") starts from a family; str(spec) is the canonical form."""
    _free = "bm_spec_free"

    def __init__(self, text):
        super().__init__(_create(load().bm_spec_parse, text.encode(), takes_msg=True))

    @classmethod
    def family_only(cls, family):
        """An empty spec of a family: every key at its default."""
        spec = cls.__new__(cls)
        _Handle.__init__(spec, _create(load().bm_spec_new, family.encode(), takes_msg=True))
        return spec

    family = property(lambda self: _lib.bm_spec_family(self.handle).decode(), doc="The family.")

    def __setitem__(self, key, value):
        msg = ctypes.create_string_buffer(_MSG_SIZE)
        _raise_unless_ok(_lib.bm_spec_set(self.handle, key.encode(), str(value).encode(), msg,
                                          _MSG_SIZE), msg)

    def __getitem__(self, key):
        value = ctypes.c_char_p()
        status = _lib.bm_spec_get(ctypes.byref(value), self.handle, key.encode())
        if status == 7:
            raise KeyError(key)
        _raise_unless_ok(status)
        return value.value.decode()

    def __str__(self):
        return _string(_lib.bm_spec_to_string, self.handle)

    def build(self):
        """Build the movement this spec names."""
        return Movement(_create(_lib.bm_build, self.handle, takes_msg=True))


class Analysis(_Handle):
    """The competition analysis of a movement (Movement.analysis()); Movement.analyse() gives
    the same as a dict."""
    _free = "bm_analysis_free"

    participants = property(lambda self: _lib.bm_analysis_participants(self.handle))
    boards = property(lambda self: _lib.bm_analysis_boards(self.handle))
    tables_in_play = property(lambda self: _lib.bm_analysis_tables_in_play(self.handle))
    event = property(lambda self: _EVENTS.get(_lib.bm_analysis_event(self.handle)))

    def to_dict(self):
        """Every statistic, flag, verdict, the distribution and the matrices (see analyse())."""
        return _analysis_dict(self.handle)

    def to_json(self):
        """The analysis as the library's JSON, as a dict."""
        return json.loads(_string(_lib.bm_analysis_to_json, self.handle))

    def to_text(self):
        """The report `bridgemove analyse` prints."""
        return _string(_lib.bm_analysis_to_text, self.handle)

    def counted(self, participant):
        """Whether a participant counts in the statistics (not a phantom)."""
        return bool(_out(ctypes.c_int, _lib.bm_analysis_counted, self.handle, participant))

    def pair(self, i, j):
        """The counts of two participants: {"a", "b", "c", "d", "s"}."""
        a, b, c, d, s = (ctypes.c_uint(), ctypes.c_uint(), ctypes.c_uint(), ctypes.c_uint(),
                         ctypes.c_longlong())
        _raise_unless_ok(_lib.bm_analysis_pair(*map(ctypes.byref, (a, b, c, d, s)), self.handle,
                                               i, j))
        return dict(zip("abcds", (v.value for v in (a, b, c, d, s))))

    def entry(self, matrix, i, j):
        """One entry of a matrix ("a", "b", "c", "d", "s", "partners", "common")."""
        return _out(ctypes.c_longlong, _lib.bm_analysis_entry, self.handle, _MATRIX_ALL[matrix],
                    i, j)

    def row(self, matrix, i):
        """Participant i's row of a matrix, as a list (row[j - 1])."""
        p = self.participants
        out = (ctypes.c_longlong * p)()
        _raise_unless_ok(_lib.bm_analysis_row(out, p, self.handle, _MATRIX_ALL[matrix], i))
        return list(out)

    def board_plays(self, board):
        """How many times a board is played (sit-outs not counted)."""
        return _out(ctypes.c_uint, _lib.bm_analysis_board_plays, self.handle, board)

    def boards_played(self, participant):
        """How many boards a participant plays."""
        return _out(ctypes.c_uint, _lib.bm_analysis_boards_played, self.handle, participant)


_MATRIX_ALL = dict(_MATRICES, common=7)


class SwitchPlan(_Handle):
    """An arrow-switch plan (Movement.switch_plan()): the balance reached, how it was found,
    the instructions for the director, and .movement, the switched movement (closed with it)."""
    _free = "bm_switch_plan_free"

    def __init__(self, handle, movement):
        super().__init__(handle)
        self.movement = movement

    def close(self):
        self.movement.close()
        super().close()

    sd = property(lambda self: _lib.bm_switch_plan_sd(self.handle), doc="The sd reached.")
    start_sd = property(lambda self: _lib.bm_switch_plan_start_sd(self.handle),
                        doc="The sd before switching.")
    parity_bound = property(lambda self: _lib.bm_switch_plan_parity_bound(self.handle),
                            doc="The lowest sd the parity bound allows.")
    boards_switched = property(lambda self: _lib.bm_switch_plan_boards_switched(self.handle))
    proven = property(lambda self: bool(_lib.bm_switch_plan_proven(self.handle)),
                      doc="Whether the sd is proven the best at the plan's level.")
    stopped_early = property(lambda self: bool(_lib.bm_switch_plan_stopped_early(self.handle)))
    iterations = property(lambda self: _lib.bm_switch_plan_iterations(self.handle))
    level = property(lambda self: _lib.bm_switch_plan_level(self.handle).decode())
    preset = property(lambda self: _lib.bm_switch_plan_preset(self.handle).decode())

    @property
    def instructions(self):
        """The director's instructions, one string each."""
        return [_lib.bm_switch_plan_instruction(self.handle, i).decode()
                for i in range(1, _lib.bm_switch_plan_instructions(self.handle) + 1)]

    def switched_movement(self):
        """A new copy of the switched movement."""
        return Movement(_create(_lib.bm_switch_plan_movement, self.handle))

    def to_text(self):
        return _string(_lib.bm_switch_plan_to_text, self.handle)

    def to_json(self):
        return json.loads(_string(_lib.bm_switch_plan_to_json, self.handle))


class Matches(_Handle):
    """Which teams meet, on which boards, and whether each match is complete (teams events)."""
    _free = "bm_matches_free"

    teams = property(lambda self: _lib.bm_matches_teams(self.handle), doc="Number of teams.")

    def count(self):
        """(meetings, incomplete): pairs of teams that meet, and how many of those are incomplete."""
        meetings, incomplete = ctypes.c_uint(), ctypes.c_uint()
        _raise_unless_ok(_lib.bm_matches_count(ctypes.byref(meetings), ctypes.byref(incomplete),
                                               self.handle))
        return meetings.value, incomplete.value

    def pair(self, x, y):
        """Teams x and y: {"met", "complete", "common"}."""
        met, complete, common = ctypes.c_int(), ctypes.c_int(), ctypes.c_uint()
        _raise_unless_ok(_lib.bm_matches_pair(ctypes.byref(met), ctypes.byref(complete),
                                              ctypes.byref(common), self.handle, x, y))
        return {"met": bool(met.value), "complete": bool(complete.value), "common": common.value}

    def half(self, ns_team, ew_team):
        """The boards the NS pair of ns_team played against the EW pair of ew_team."""
        n = _out(ctypes.c_uint, _lib.bm_matches_half_count, self.handle, ns_team, ew_team)
        return [_out(ctypes.c_uint, _lib.bm_matches_half_board, self.handle, ns_team, ew_team, i)
                for i in range(1, n + 1)]

    def to_text(self):
        return _string(_lib.bm_matches_to_text, self.handle)

    def to_json(self):
        return json.loads(_string(_lib.bm_matches_to_json, self.handle))


class Results(_Handle):
    """The results of a session (Movement.results()), entered play by play or read from a file;
    score() scores them. Boards are numbered as printed; seats are "N", "E", "S", "W"."""
    _free = "bm_results_free"

    def __init__(self, handle, movement):
        super().__init__(handle)
        self.movement = movement

    def _set(self, fn, *args):
        msg = ctypes.create_string_buffer(_MSG_SIZE)
        _raise_unless_ok(fn(self.handle, *args, msg, _MSG_SIZE), msg)

    def set_contract(self, round, table, board, contract, declarer, tricks):
        """Record a contract ("4HX", "PASS", ...), its declarer's seat as played and the tricks."""
        self._set(_lib.bm_results_set_contract, round, table, board, contract.encode(),
                  _SEATS[declarer], tricks)

    def set_score(self, round, table, board, ns_score):
        """Record a score to North-South."""
        self._set(_lib.bm_results_set_score, round, table, board, ns_score)

    def set_split(self, round, table, board, ns_score, ew_score):
        """Record a split score (a director's ruling)."""
        self._set(_lib.bm_results_set_split, round, table, board, ns_score, ew_score)

    def set_artificial(self, round, table, board, award):
        """Record an artificial score, e.g. "A60/40" (see doc/scoring.md)."""
        self._set(_lib.bm_results_set_artificial, round, table, board, award.encode())

    def set_not_played(self, round, table, board):
        """Record that a board was not played there."""
        self._set(_lib.bm_results_set_not_played, round, table, board)

    def to_json(self):
        return json.loads(_string(_lib.bm_results_to_json, self.handle))

    def score(self, options=""):
        """Score the results with options "key=value,..." (method=mp|neuberg|imps|butler, ...):
        a Scoring handle."""
        opt = _create(_lib.bm_score_options_parse, options.encode(), takes_msg=True)
        try:
            return Scoring(_create(_lib.bm_scoring_new, self.handle, opt, takes_msg=True))
        finally:
            _lib.bm_score_options_free(opt)


class Scoring(_Handle):
    """A scored session (Results.score()): totals, places, every play's points, the reports."""
    _free = "bm_scoring_free"

    def participant(self, p):
        """A participant's totals: {"score", "top", "percent", "boards"}."""
        score, top, percent, boards = ctypes.c_double(), ctypes.c_double(), ctypes.c_double(), \
            ctypes.c_uint()
        _raise_unless_ok(_lib.bm_scoring_participant(*map(ctypes.byref, (score, top, percent,
                                                                         boards)), self.handle, p))
        return {"score": score.value, "top": top.value, "percent": percent.value,
                "boards": boards.value}

    def rank(self, p):
        """(place, field): the place (0: absent all session) and 0 (one field), 1 (NS), 2 (EW)."""
        place, field = ctypes.c_uint(), ctypes.c_uint()
        _raise_unless_ok(_lib.bm_scoring_rank(ctypes.byref(place), ctypes.byref(field),
                                              self.handle, p))
        return place.value, field.value

    def plays(self, board):
        """A board's plays: [{"round", "table", "ns", "ew", "ns_score", "ns_points",
        "ew_points", "scored"}, ...]."""
        result = []
        for i in range(1, _out(ctypes.c_uint, _lib.bm_scoring_plays, self.handle, board) + 1):
            r, t, ns, ew = (ctypes.c_uint() for _ in range(4))
            _raise_unless_ok(_lib.bm_scoring_play(*map(ctypes.byref, (r, t, ns, ew)), self.handle,
                                                  board, i))
            score, nsp, ewp, scored = ctypes.c_int(), ctypes.c_double(), ctypes.c_double(), \
                ctypes.c_int()
            _raise_unless_ok(_lib.bm_scoring_play_points(
                *map(ctypes.byref, (score, nsp, ewp, scored)), self.handle, board, i))
            result.append({"round": r.value, "table": t.value, "ns": ns.value, "ew": ew.value,
                           "ns_score": score.value, "ns_points": nsp.value,
                           "ew_points": ewp.value, "scored": bool(scored.value)})
        return result

    def team(self, team):
        """A team's totals: {"vp", "imps", "matches"}."""
        vp, imps_, matches = ctypes.c_double(), ctypes.c_double(), ctypes.c_uint()
        _raise_unless_ok(_lib.bm_scoring_team(ctypes.byref(vp), ctypes.byref(imps_),
                                              ctypes.byref(matches), self.handle, team))
        return {"vp": vp.value, "imps": imps_.value, "matches": matches.value}

    def to_text(self):
        return _string(_lib.bm_scoring_to_text, self.handle)

    def to_json(self):
        return json.loads(_string(_lib.bm_scoring_to_json, self.handle))


class Sections(_Handle):
    """Several sections on the same boards (A, B, ...), each with its own movement and pair
    numbers; written to and read from Bridgemate RoundData with their letters."""
    _free = "bm_sections_free"

    def __init__(self, handle=None):
        super().__init__(handle or _create(load().bm_sections_new))

    @classmethod
    def from_rounddata(cls, text):
        """Every section of a RoundData CSV, in the order they first appear."""
        return cls(_create_warn(load().bm_sections_read_rounddata, _bytes(text)))

    def add(self, movement, letter=None):
        """Add a copy of a movement as a section (letter None: the next unused one)."""
        msg = ctypes.create_string_buffer(_MSG_SIZE)
        _raise_unless_ok(_lib.bm_sections_add(self.handle, movement.handle,
                                              letter.encode() if letter else None, msg,
                                              _MSG_SIZE), msg)

    def __len__(self):
        return _lib.bm_sections_count(self.handle)

    def letter(self, section):
        """Section 1..len()'s letter."""
        letter = _lib.bm_sections_letter(self.handle, section)
        if letter is None:
            raise IndexError(section)
        return letter.decode()

    def movement(self, section):
        """A copy of section 1..len()'s movement, as a new Movement."""
        m = _lib.bm_sections_movement(self.handle, section)
        if not m:
            raise IndexError(section)
        return Movement(_create(_lib.bm_movement_copy, m))

    def board_plays(self, section, board):
        """How many times a section plays a board (sit-outs not counted)."""
        return _out(ctypes.c_uint, _lib.bm_sections_board_plays, self.handle, section, board)

    def common_boards(self):
        """How many boards every section plays."""
        return _out(ctypes.c_uint, _lib.bm_sections_common_boards, self.handle)

    def to_rounddata(self, partial_switches=None):
        """Every section as one RoundData CSV (see Movement.to_rounddata())."""
        return _string_warn(_lib.bm_sections_write_rounddata, self.handle,
                            _options(partial_switches=partial_switches))

    def to_text(self):
        return _string(_lib.bm_sections_to_text, self.handle)

    def to_json(self):
        return json.loads(_string(_lib.bm_sections_to_json, self.handle))
