# SPDX-License-Identifier: MIT
# mypy: no-warn-return-any
# (--strict otherwise: the C functions are declared at run time, so every ctypes call returns
# Any; the signatures below say what each wrapper returns.)
"""Python binding of libbridgemove 1.x, in plain ctypes (no third-party packages).

libbridgemove builds, reads, writes, checks and analyses duplicate-bridge movements. This
module is a thin layer over its C API: it declares the C signatures, turns status codes into
exceptions and returns plain Python values (ints, strings, tuples, lists, dicts).

    import bridgemove
    with bridgemove.Movement.from_spec("mitchell:tables=7") as m:
        print(m.cell(1, 1))              # (1, 8, 1): NS pair, EW pair, set
        print(m.check()["playable"])     # True
        print(m.analyse()["sd"])         # 3.4896...

Finding the library: the path in the environment variable BRIDGEMOVE_LIB, else the library
installed with this package (`meson install -Dpython=enabled`, or the copy inside a wheel
built by `pip install .`), else ctypes.util.find_library("bridgemove"); or call load(path)
before anything else.

Numbering is 1-based as in the C API (rounds, tables, participants, sets, and the indexes of
suggestions, instructions and option keys); 0 means "none". Every failing call raises Error,
which carries the status code, its C name (e.g. "BM_EPARSE") and the library's one-line
message (bm_last_error(), read right after the call). Options of every kind (a family's spec,
and the options of switch plans, scoring, suggestions, printing, writing and changes) are one
class, Options; wherever a call takes options it takes an Options, its "key=value,..." text, or
keyword arguments. A reader or writer that succeeds but leaves something out (the library's
notes) issues a LossWarning naming it.
"""

import contextlib
import ctypes
import ctypes.util
import importlib
import json
import os
import warnings
from typing import (Any, ContextManager, Dict, Iterator, List, Optional, Sequence, Tuple, TypeVar,
                    Union)

__all__ = ["FIELDS", "FORMS", "Analysis", "Change", "Error", "LossWarning", "Matches",
           "Movement", "Options", "Results", "Scoring", "Sections", "Spec", "Suggestions",
           "Swiss", "SwitchPlan", "board_vulnerability", "canonical_spec", "describe_options",
           "families", "families_text", "family_description", "family_keys", "family_names",
           "format_detect", "format_name", "imps", "load", "option_keys", "score_result",
           "score_sections", "sections_report",
           "suggest", "teams_circuit", "teams_solve", "version", "victory_points", "web_plan"]

# enum bm_status: fixed values, never renumbered (status.h).
STATUS_NAMES = {
    0: "BM_OK", 1: "BM_EINVAL", 2: "BM_ENOMEM", 3: "BM_ERANGE", 4: "BM_EPARSE",
    5: "BM_EUNSUPPORTED", 6: "BM_ENOTSTATIONARY", 7: "BM_ENOTFOUND",
}
_ENOTFOUND = 7
# enum bm_form: the forms a report takes (status.h).
FORMS = {"text": 1, "json": 2, "html": 3, "svg": 4, "xml": 5}
_EVENTS = {1: "pairs", 2: "teams", 3: "individual"}
FIELDS = {"ns": 1, "ew": 2, "n": 3, "s": 4, "e": 5, "w": 6, "set": 7, "copy": 8, "first": 9}
_EVENT_CODES = {name: code for code, name in _EVENTS.items()}
_RULES = range(1, 10)      # enum bm_rule: 1A .. complete, complete_strict
_STATS = {"mean": 1, "sd": 2, "sd_sample": 3, "min": 4, "max": 5, "parity_bound_sd": 6,
          "apples_oranges": 7, "sum": 8, "pairs": 9, "field_coupling": 10,
          "field_coupling_unswitched": 11, "bound_sd": 12, "ratio_to_bound": 13}
_INTEGER_STATS = ("min", "max", "sum", "pairs")
_FLAGS = {"complete": 1, "perfect": 2, "decoupled": 3, "stationary": 4, "one_winner": 5,
          "complete_strict": 6}
# enum bm_fields: the verdict on fields, as the JSON of bm_analysis_report() names it.
_FIELDS = {1: "two", 2: "one", 3: "one_after_switching", 4: "teams"}
_MATRICES = {"a": 1, "b": 2, "c": 3, "d": 4, "s": 5, "partners": 6}
_MATRIX_ALL = dict(_MATRICES, common=7)
_SEATS = {"N": 1, "E": 2, "S": 3, "W": 4}         # enum bm_direction
_VULNERABILITY = {"none": 1, "ns": 2, "ew": 3, "both": 4}  # enum bm_vulnerability
_GUIDE_PARTS = {"all": 1, "description": 2, "pair": 3, "table": 4, "stand": 5}  # bm_guide_part
_PRINTS = {"guide": 1, "room": 2, "balance": 3, "switches": 4}   # enum bm_print
_PRINT_FORMS = {"guide": "html", "room": "svg", "balance": "svg", "switches": "svg"}
_FIELD_NAMES = {0: None, 1: "ns", 2: "ew", 3: "n", 4: "s", 5: "e", 6: "w"}
_PLACES = {0: "none", 1: "table", 2: "shared", 3: "stand", 4: "out"}
_FORMATS = {1: "text", 2: "json", 3: "rounddata", 4: "ebu"}     # enum bm_format
# The figures of a switch plan (switch.h) and of a suggestion (suggest.h): name -> enumerator.
_SWITCH_REALS = {"sd": 1, "start_sd": 2, "parity_bound": 3}
_SWITCH_NUMBERS = {"boards_switched": 1, "proven": 2, "stopped_early": 3, "iterations": 4,
                   "instructions": 5}
_SWITCH_TEXTS = {"level": 1, "preset": 2}
_SUGGEST_NUMBERS = {"tables": 1, "rounds": 2, "boards_per_round": 3, "boards_played": 4,
                    "boards_to_prepare": 5, "stands": 6, "shared_tables": 7, "sit_outs": 8,
                    "stationary": 9, "one_winner": 10, "one_winner_switched": 11, "copies": 12,
                    "minutes": 13, "opponents_met": 14}
_SUGGEST_REALS = {"sd": 1, "sd_switched": 2, "apples_oranges": 3}
_SUGGEST_TEXTS = {"spec": 1, "reason": 2, "switch_plan": 3}


class Error(Exception):
    """A libbridgemove call failed.

    Attributes: status (the enum bm_status value), name (its C name, e.g. "BM_EPARSE") and
    message (the library's one-line message, bm_last_error(), read right after the failing
    call; every failing call leaves one).
    """

    def __init__(self, status: int, message: str) -> None:
        self.status = status
        self.name = STATUS_NAMES.get(status, "status %d" % status)
        self.message = message
        super().__init__("%s: %s" % (self.name, message))


class LossWarning(UserWarning):
    """A reader or writer succeeded but the format does not hold everything, or the reader
    left something out: the warning's text is the library's notes, naming what."""


# The loaded library (load()); Any, as ctypes declares its functions at run time.
_lib: Any = None

# The whole public API, one line per function, grouped by header: name: (restype, argtypes),
# exactly the prototype's types (test-bindings-complete.py fails on a missing or wrong line,
# test-python.py compares every type with the header). Every integer of the API has a fixed
# width: U32 = uint32_t, I32 = int32_t, I64 = int64_t, U64 = uint64_t, Z = size_t; E = an
# enum (int in C; enum bm_status, the status every call returns, included); D = double;
# S = const char * (in or returned); P = an opaque handle or void *; OUT = the out-pointer of a
# constructor, or a char ** out (a string, or notes, the caller frees with bm_free()); PS = a
# const char ** out (a borrowed string); P... = a pointer to the type, an out-parameter.
_P, _OUT = ctypes.c_void_p, ctypes.POINTER(ctypes.c_void_p)
_U32, _I32, _I64, _U64 = ctypes.c_uint32, ctypes.c_int32, ctypes.c_int64, ctypes.c_uint64
_Z, _D, _S, _E = ctypes.c_size_t, ctypes.c_double, ctypes.c_char_p, ctypes.c_int
_PU32, _PI32, _PI64 = ctypes.POINTER(_U32), ctypes.POINTER(_I32), ctypes.POINTER(_I64)
_PU64, _PD, _PE, _PS = (ctypes.POINTER(_U64), ctypes.POINTER(_D), ctypes.POINTER(_E),
                        ctypes.POINTER(_S))
_SIGNATURES = {
    # analysis.h
    "bm_analysis_new": (_E, [_OUT, _P]),
    "bm_analysis_free": (None, [_P]),
    "bm_analysis_event": (_E, [_P]),
    "bm_analysis_participants": (_U32, [_P]),
    "bm_analysis_boards": (_U32, [_P]),
    "bm_analysis_tables_in_play": (_U32, [_P]),
    "bm_analysis_counted": (_E, [_PI32, _P, _U32]),
    "bm_analysis_entry": (_E, [_PI64, _P, _E, _U32, _U32]),
    "bm_analysis_row": (_E, [_PI64, _Z, _P, _E, _U32]),
    "bm_analysis_matrix": (_E, [_PI64, _Z, _P, _E]),
    "bm_analysis_board_plays": (_E, [_PU32, _P, _U32]),
    "bm_analysis_boards_played": (_E, [_PU32, _P, _U32]),
    "bm_analysis_stat": (_E, [_PD, _P, _E]),
    "bm_analysis_flag": (_E, [_PI32, _P, _E]),
    "bm_analysis_fields": (_E, [_PE, _P]),
    "bm_fields_str": (_S, [_E]),
    "bm_analysis_distribution_size": (_E, [_PU32, _P]),
    "bm_analysis_distribution_entry": (_E, [_PI64, _PU32, _P, _U32]),
    "bm_analysis_report": (_E, [_OUT, _P, _E]),
    "bm_analysis_sections_report": (_E, [_OUT, _P, _E]),
    # boards.h
    "bm_cell_board_count": (_E, [_PU32, _P, _U32, _U32]),
    "bm_cell_board": (_E, [_PU32, _PI32, _P, _U32, _U32, _U32]),
    "bm_cell_seated": (_E, [_PU32, _P, _U32, _U32, _U32, _E]),
    "bm_board_play_count": (_E, [_PU32, _P, _U32]),
    "bm_board_play": (_E, [_PU32, _PU32, _PI32, _PI32, _P, _U32, _U32]),
    "bm_movement_set_copies": (_E, [_PU32, _P, _U32]),
    "bm_movement_boards_to_prepare": (_E, [_PU32, _P]),
    "bm_travellers_report": (_E, [_OUT, _P, _U32, _E]),
    # change.h
    "bm_change": (_E, [_OUT, _P, _P]),
    "bm_change_free": (None, [_P]),
    "bm_change_movement": (_P, [_P]),
    "bm_change_instruction_count": (_U32, [_P]),
    "bm_change_instruction": (_S, [_P, _U32]),
    "bm_change_report": (_E, [_OUT, _P, _E]),
    # check.h
    "bm_check_new": (_E, [_OUT, _P]),
    "bm_check_free": (None, [_P]),
    "bm_check_stationary": (_I32, [_P]),
    "bm_check_sitting_out": (_U32, [_P]),
    "bm_check_holds": (_E, [_PI32, _P, _E]),
    "bm_check_violations": (_E, [_PU32, _P, _E]),
    "bm_check_first_violation": (_E, [_PU32, _PU32, _PU32, _PU32, _P, _E]),
    "bm_check_playable": (_I32, [_P]),
    "bm_rule_name": (_S, [_E]),
    "bm_check_report": (_E, [_OUT, _P, _E]),
    # experimental.h: symbol version BRIDGEMOVE_EXPERIMENTAL (may change in a minor release)
    "bm_web_plan": (_E, [_PU32, _PU32, _PU32, _PU32, _P]),
    "bm_teams_solve": (_E, [_PU32, _Z, _PI32, _U32, _I32, _I32]),
    "bm_teams_circuit": (_E, [_OUT, _U32, _I32, _I32, _U32]),
    # families.h
    "bm_family_count": (_U32, []),
    "bm_family_name": (_S, [_U32]),
    "bm_family_description": (_S, [_S]),
    "bm_families_report": (_E, [_OUT, _E]),
    # format.h
    "bm_format_detect": (_E, [_S, _Z]),
    "bm_format_from_name": (_E, [_PE, _S]),
    "bm_format_name": (_S, [_E]),
    "bm_movement_read": (_E, [_OUT, _S, _Z, _S, _OUT]),
    "bm_movement_write": (_E, [_OUT, _P, _E, _P, _OUT]),
    "bm_sections_read": (_E, [_OUT, _S, _Z, _S, _OUT]),
    "bm_sections_write": (_E, [_OUT, _P, _E, _P, _OUT]),
    # guide.h
    "bm_guide_next_seat": (_E, [_PU32, _PE, _P, _U32, _U32]),
    "bm_guide_sits_out": (_E, [_PI32, _P, _U32, _U32]),
    "bm_guide_boards_at": (_E, [_PE, _PU32, _PU32, _P, _U32, _U32, _U32]),
    "bm_guide_next_boards": (_E, [_PE, _PU32, _PU32, _P, _U32, _U32]),
    "bm_guide_next_boards_from_stand": (_E, [_PE, _PU32, _PU32, _P, _U32, _U32, _U32]),
    "bm_guide_report": (_E, [_OUT, _P, _E, _U32, _E]),
    # matches.h
    "bm_matches_new": (_E, [_OUT, _P]),
    "bm_matches_free": (None, [_P]),
    "bm_matches_teams": (_U32, [_P]),
    "bm_matches_count": (_E, [_PU32, _PU32, _P]),
    "bm_matches_pair": (_E, [_PI32, _PI32, _PU32, _P, _U32, _U32]),
    "bm_matches_half_count": (_E, [_PU32, _P, _U32, _U32]),
    "bm_matches_half_board": (_E, [_PU32, _P, _U32, _U32, _U32]),
    "bm_matches_report": (_E, [_OUT, _P, _E]),
    # movement.h
    "bm_movement_new": (_E, [_OUT, _E, _U32, _U32, _U32, _U32, _U32]),
    "bm_movement_free": (None, [_P]),
    "bm_movement_copy": (_E, [_OUT, _P]),
    "bm_movement_equal": (_E, [_PI32, _P, _P]),
    "bm_movement_event": (_E, [_P]),
    "bm_movement_rounds": (_U32, [_P]),
    "bm_movement_tables": (_U32, [_P]),
    "bm_movement_participants": (_U32, [_P]),
    "bm_movement_sets": (_U32, [_P]),
    "bm_movement_boards_per_set": (_U32, [_P]),
    "bm_movement_boards": (_U32, [_P]),
    "bm_movement_first_board": (_U32, [_P]),
    "bm_movement_set_first_board": (_E, [_P, _U32]),
    "bm_movement_first_round": (_U32, [_P]),
    "bm_movement_set_first_round": (_E, [_P, _U32]),
    "bm_movement_set_size": (_E, [_PU32, _P, _U32]),
    "bm_movement_resize_set": (_E, [_P, _U32, _U32]),
    "bm_movement_board_number": (_E, [_PU32, _P, _U32, _U32]),
    "bm_movement_get": (_E, [_PU32, _P, _U32, _U32, _E]),
    "bm_movement_set": (_E, [_P, _U32, _U32, _E, _U32]),
    "bm_movement_set_pairs": (_E, [_P, _U32, _U32, _U32, _U32, _U32]),
    "bm_movement_active": (_E, [_PI32, _P, _U32, _U32]),
    "bm_movement_clear": (_E, [_P, _U32, _U32]),
    "bm_movement_switched": (_E, [_PI32, _P, _U32, _U32, _U32]),
    "bm_movement_set_switched": (_E, [_P, _U32, _U32, _U32, _I32]),
    "bm_movement_phantom": (_E, [_PU32, _P, _U32]),
    "bm_movement_set_phantom": (_E, [_P, _U32, _U32]),
    "bm_movement_arrival": (_E, [_PU32, _P, _U32]),
    "bm_movement_set_arrival": (_E, [_P, _U32, _U32]),
    "bm_movement_present": (_E, [_PI32, _P, _U32, _U32]),
    "bm_movement_team": (_E, [_PU32, _P, _U32]),
    "bm_movement_set_team": (_E, [_P, _U32, _U32]),
    "bm_movement_teams": (_U32, [_P]),
    "bm_movement_name": (_S, [_P]),
    "bm_movement_set_name": (_E, [_P, _S]),
    "bm_movement_spec": (_S, [_P]),
    "bm_movement_set_spec": (_E, [_P, _S]),
    "bm_movement_generator": (_S, [_P]),
    "bm_movement_set_generator": (_E, [_P, _S]),
    "bm_movement_changes": (_U32, [_P]),
    "bm_movement_change": (_S, [_P, _U32]),
    "bm_movement_stands": (_U32, [_P]),
    "bm_movement_add_stand": (_E, [_PU32, _P, _S, _U32, _U32]),
    "bm_movement_stand": (_E, [_PU32, _PU32, _PS, _P, _U32]),
    "bm_movement_stand_push": (_E, [_P, _U32, _U32, _U32, _U32]),
    "bm_movement_stand_count": (_E, [_PU32, _P, _U32, _U32]),
    "bm_movement_stand_item": (_E, [_PU32, _PU32, _P, _U32, _U32, _U32]),
    "bm_movement_seat_of": (_E, [_PU32, _PE, _P, _U32, _U32]),
    # options.h
    "bm_options_new": (_E, [_OUT, _S]),
    "bm_options_parse": (_E, [_OUT, _S, _S]),
    "bm_options_free": (None, [_P]),
    "bm_options_set": (_E, [_P, _S, _S]),
    "bm_options_get": (_E, [_PS, _P, _S]),
    "bm_options_name": (_S, [_P]),
    "bm_options_to_string": (_E, [_OUT, _P]),
    "bm_options_key_count": (_U32, [_S]),
    "bm_options_key_name": (_S, [_S, _U32]),
    "bm_options_key_help": (_S, [_S, _S]),
    "bm_options_describe": (_E, [_OUT, _S, _E]),
    # print.h
    "bm_print_report": (_E, [_OUT, _P, _E, _E, _P]),
    # scoring.h
    "bm_board_vulnerability": (_E, [_PE, _PE, _U32]),
    "bm_score_result": (_E, [_PI32, _S, _E, _U32, _E]),
    "bm_score_imps": (_E, [_PI32, _I64]),
    "bm_score_victory_points": (_E, [_PD, _I64, _U32]),
    "bm_results_new": (_E, [_OUT, _P]),
    "bm_results_read": (_E, [_OUT, _P, _S, _Z]),
    "bm_results_free": (None, [_P]),
    "bm_results_set_contract": (_E, [_P, _U32, _U32, _U32, _S, _E, _U32]),
    "bm_results_set_score": (_E, [_P, _U32, _U32, _U32, _I32]),
    "bm_results_set_split": (_E, [_P, _U32, _U32, _U32, _I32, _I32]),
    "bm_results_set_artificial": (_E, [_P, _U32, _U32, _U32, _S]),
    "bm_results_set_not_played": (_E, [_P, _U32, _U32, _U32]),
    "bm_results_report": (_E, [_OUT, _P, _E]),
    "bm_scoring_new": (_E, [_OUT, _P, _P]),
    "bm_scoring_free": (None, [_P]),
    "bm_scoring_participant": (_E, [_PD, _PD, _PD, _PU32, _P, _U32]),
    "bm_scoring_rank": (_E, [_PU32, _PU32, _P, _U32]),
    "bm_scoring_plays": (_E, [_PU32, _P, _U32]),
    "bm_scoring_play": (_E, [_PU32, _PU32, _PU32, _PU32, _P, _U32, _U32]),
    "bm_scoring_play_points": (_E, [_PI32, _PD, _PD, _PI32, _P, _U32, _U32]),
    "bm_scoring_team": (_E, [_PD, _PD, _PU32, _P, _U32]),
    "bm_scoring_report": (_E, [_OUT, _P, _E]),
    "bm_scoring_names_read": (_E, [_P, _S, _Z]),  # since 1.1
    "bm_scoring_names_read_section": (_E, [_P, _S, _S, _Z]),  # since 1.1
    "bm_results_read_section": (_E, [_OUT, _P, _S, _S, _Z]),  # since 1.1
    "bm_results_set_lead": (_E, [_P, _U32, _U32, _U32, _S]),  # since 1.1
    "bm_scoring_play_lead": (_E, [_PS, _P, _U32, _U32]),  # since 1.1
    # the sections: an array of results handles (struct bm_results *const *)
    "bm_scoring_sections_new": (_E, [_OUT, _OUT, _U32, _U32, _P]),  # since 1.1
    # an array of scored sessions and an array of letters (const char *const *) or NULL
    "bm_scoring_sections_report": (_E, [_OUT, _OUT, _U32, _PS, _E]),  # since 1.1
    # sections.h
    "bm_sections_new": (_E, [_OUT]),
    "bm_sections_free": (None, [_P]),
    "bm_sections_add": (_E, [_P, _P, _S]),
    "bm_sections_count": (_U32, [_P]),
    "bm_sections_movement": (_P, [_P, _U32]),
    "bm_sections_letter": (_S, [_P, _U32]),
    "bm_sections_board_plays": (_E, [_PU32, _P, _U32, _U32]),
    "bm_sections_common_boards": (_E, [_PU32, _P]),
    # spec.h
    "bm_build": (_E, [_OUT, _P]),
    "bm_build_string": (_E, [_OUT, _S]),
    # status.h
    "bm_status_str": (_S, [_E]),
    "bm_last_error": (_S, []),
    "bm_free": (None, [_P]),
    "bm_version_string": (_S, []),
    # suggest.h
    "bm_suggest": (_E, [_OUT, _P]),
    "bm_suggestions_free": (None, [_P]),
    "bm_suggestions_count": (_U32, [_P]),
    "bm_suggestion_number": (_E, [_PU32, _P, _U32, _E]),
    "bm_suggestion_real": (_E, [_PD, _P, _U32, _E]),
    "bm_suggestion_text": (_S, [_P, _U32, _E]),
    "bm_suggestions_report": (_E, [_OUT, _P, _E]),
    # swiss.h
    "bm_swiss_new": (_E, [_OUT, _E, _U32, _U32, _U32, _U64]),
    "bm_swiss_new_options": (_E, [_OUT, _P]),
    "bm_swiss_read": (_E, [_OUT, _S, _Z]),
    "bm_swiss_free": (None, [_P]),
    "bm_swiss_rounds": (_U32, [_P]),
    "bm_swiss_match": (_E, [_PU32, _PU32, _P, _U32, _U32]),
    "bm_swiss_bye": (_E, [_PU32, _P, _U32]),
    "bm_swiss_set_result": (_E, [_P, _U32, _D, _D]),
    "bm_swiss_results_read": (_E, [_P, _S, _Z]),
    "bm_swiss_next": (_E, [_P]),
    "bm_swiss_standing": (_E, [_PU32, _PD, _PD, _P, _U32]),
    "bm_swiss_report": (_E, [_OUT, _P, _E]),
    "bm_swiss_standings_report": (_E, [_OUT, _P, _E]),
    "bm_swiss_round_movement": (_E, [_OUT, _P, _U32, _U32]),
    "bm_swiss_session_results": (_E, [_P, _P]),
    # switch.h
    "bm_switch_plan_new": (_E, [_OUT, _OUT, _P, _P]),
    "bm_switch_plan_free": (None, [_P]),
    "bm_switch_plan_movement": (_E, [_OUT, _P]),
    "bm_switch_plan_real": (_E, [_PD, _P, _E]),
    "bm_switch_plan_number": (_E, [_PU64, _P, _E]),
    "bm_switch_plan_text": (_S, [_P, _E]),
    "bm_switch_plan_instruction": (_S, [_P, _U32]),
    "bm_switch_plan_report": (_E, [_OUT, _P, _E]),
    # transform.h
    "bm_movement_dual": (_E, [_OUT, _P]),
    "bm_movement_interchange": (_E, [_OUT, _P]),
    "bm_movement_transpose": (_E, [_OUT, _P]),
    "bm_movement_reverse_rounds": (_E, [_OUT, _P]),
    "bm_movement_permute_rounds": (_E, [_OUT, _P, _PU32, _Z]),
    "bm_movement_permute_tables": (_E, [_OUT, _P, _PU32, _Z]),
    "bm_movement_relabel_sets": (_E, [_OUT, _P, _PU32, _Z]),
    "bm_movement_relabel_participants": (_E, [_OUT, _P, _PU32, _Z]),
    "bm_movement_standard_form": (_E, [_OUT, _P]),
    "bm_movement_is_standard": (_E, [_PI32, _P]),
    "bm_movement_equivalent": (_E, [_PI32, _P, _P]),
}
# Transforms: fn(&out, m[, perm, n]) -> a new movement; the input is unchanged.
_TRANSFORMS = ("dual", "interchange", "transpose", "reverse_rounds", "standard_form")
_PERMUTATIONS = ("permute_rounds", "permute_tables", "relabel_sets", "relabel_participants")


def _installed_library() -> Optional[str]:
    """The library installed with this package, or None (this file run from the sources).

    An installed package is bridgemove/__init__.py with bridgemove/_installed.py beside it,
    written by the build: the library's paths relative to the package folder (from
    `meson install`, and inside a wheel), so a prefix anywhere works without an environment
    variable.
    """
    if not __package__:
        return None
    try:
        installed = importlib.import_module(__package__ + "._installed")
    except ImportError:
        return None
    here = os.path.dirname(os.path.abspath(__file__))
    for relative in getattr(installed, "LIBRARIES", ()):
        candidate = os.path.normpath(os.path.join(here, relative))
        if os.path.isfile(candidate):
            return candidate
    return None


def load(path: Optional[str] = None) -> Any:
    """Load the shared library (once) and declare its functions; return the ctypes.CDLL.

    path: the library file. Default: $BRIDGEMOVE_LIB, else the library installed with this
    package, else find_library("bridgemove").
    Raises OSError when no library can be found or loaded.
    """
    global _lib
    if _lib is not None and path is None:
        return _lib
    path = (path or os.environ.get("BRIDGEMOVE_LIB") or _installed_library()
            or ctypes.util.find_library("bridgemove"))
    if not path:
        raise OSError("libbridgemove not found: set BRIDGEMOVE_LIB to its path, or install "
                      "the library and this package together (meson install -Dpython=enabled)")
    lib = ctypes.CDLL(path)
    for name, (restype, argtypes) in _SIGNATURES.items():
        fn = getattr(lib, name)
        fn.restype, fn.argtypes = restype, argtypes
    _lib = lib
    return lib


def version() -> str:
    """The library's runtime version string, e.g. "1.0.0"."""
    return load().bm_version_string().decode()


def _raise_unless_ok(status: int, allowed: Sequence[int] = ()) -> int:
    """Return a status that is BM_OK or one of `allowed`; raise Error for any other, with the
    message the failing call left for this thread (bm_last_error(), read at once)."""
    if status == 0:
        return status
    if status in allowed:
        return status
    text = _lib.bm_last_error() or b""
    raise Error(status, text.decode(errors="replace") or _lib.bm_status_str(status).decode())


def _check(status: int) -> None:
    """Raise Error unless a status is BM_OK (a setter's: it returns nothing)."""
    _raise_unless_ok(status)


def _take_string(ptr: int) -> str:
    """The text of a string the library returned, released with bm_free()."""
    try:
        return ctypes.string_at(ptr).decode()
    finally:
        _lib.bm_free(ptr)


def _string(fn: Any, *args: Any) -> str:
    """Call fn(&char_ptr, *args) and return the library string, released with bm_free()."""
    return _take_string(_create(fn, *args))


def _out(ctype: Any, fn: Any, *args: Any) -> Any:
    """Call fn(&value, *args) and return the value."""
    value = ctype()
    _raise_unless_ok(fn(ctypes.byref(value), *args))
    return value.value


def _create(fn: Any, *args: Any) -> int:
    """Call a constructor fn(&out, *args); return the new pointer as an int."""
    return _out(ctypes.c_void_p, fn, *args)


def _with_notes(fn: Any, *args: Any) -> Tuple[int, Optional[str]]:
    """Call fn(&out, *args, &notes) (format.h): (the new pointer, the notes as text or None).
    The caller owns the pointer and hands the notes to _warn() once it holds it safely."""
    out, notes = ctypes.c_void_p(), ctypes.c_void_p()
    _raise_unless_ok(fn(ctypes.byref(out), *args, ctypes.byref(notes)))
    text = _take_string(notes.value) if notes.value else None
    return out.value or 0, text


def _warn(notes: Optional[str], stacklevel: int = 4) -> None:
    if notes:
        warnings.warn(notes, LossWarning, stacklevel=stacklevel)


def _form(form: str) -> int:
    """enum bm_form of a form's name ("text", "json", "html", "svg", "xml")."""
    try:
        return FORMS[form]
    except KeyError:
        raise ValueError("form must be one of %s; got %r" % (", ".join(FORMS), form)) from None


def _report(form: str, fn: Any, *args: Any) -> Any:
    """A report in a form: the text (text, html, svg, xml) or, for "json", the parsed value."""
    text = _string(fn, *args)
    return json.loads(text) if form == "json" else text


def _bytes(text: Union[str, bytes]) -> bytes:
    return text.encode() if isinstance(text, str) else bytes(text)


def _text(value: object) -> Optional[bytes]:
    """An option value as the library reads it: None stays None (the default again)."""
    return None if value is None else str(value).encode()


_H = TypeVar("_H", bound="_Handle")


class _Handle:
    """An owned C handle freed by close(), leaving a with-block, or garbage collection."""
    _free = ""          # the C function that frees the handle, named by each class

    def __init__(self, handle: Optional[int]) -> None:
        self._h = handle

    @property
    def handle(self) -> int:
        """The C pointer (an int), for calls this module does not wrap."""
        if not self._h:
            raise ValueError("%s is closed" % type(self).__name__)
        return self._h

    def close(self) -> None:
        """Free the C handle now; later calls raise ValueError. Safe to call twice."""
        if self._h:
            getattr(_lib, self._free)(self._h)
            self._h = None

    def __enter__(self: _H) -> _H:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        if getattr(self, "_h", None) and _lib is not None:
            self.close()


# --- options: one handle for every option set (options.h) -----------------------------------
class Options(_Handle):
    """Options of one option set (options.h): a movement family's spec keys ("mitchell":
    tables, rounds, ...) or the options of a call ("switch", "score", "suggest", "print",
    "exchange", "change", "swiss").

        Options("mitchell:tables=7,boards=3")      # the one-line form naming its set
        Options("level=free", set="switch")        # key=value,... of a set
        Options(set="score", method="neuberg")     # keys as keyword arguments

    o["key"] is the value as set, else the default (KeyError when there is none: a required
    key, or one whose default other keys decide); o["key"] = value sets it, checked at once
    (Error BM_EPARSE or BM_ERANGE, nothing changed); del o["key"] (or o["key"] = None) returns
    it to its default. str(o) is the canonical one-line form, "SET:key=value,..." with the
    keys set, which Options(str(o)) reads back.
    """
    _free = "bm_options_free"

    def __init__(self, text: str = "", set: Optional[str] = None, **keys: Any) -> None:
        lib = load()
        if set is not None and not text:
            handle = _create(lib.bm_options_new, set.encode())
        else:
            handle = _create(lib.bm_options_parse, set.encode() if set is not None else None,
                             text.encode())
        super().__init__(handle)
        try:
            self.update(keys)
        except BaseException:
            self.close()
            raise

    @property
    def name(self) -> str:
        """The option set: the family of a spec ("mitchell"), or "switch", "score", ..."""
        return _lib.bm_options_name(self.handle).decode()

    def __setitem__(self, key: str, value: object) -> None:
        _raise_unless_ok(_lib.bm_options_set(self.handle, key.encode(), _text(value)))

    def __delitem__(self, key: str) -> None:
        self[key] = None

    def update(self, keys: Any = (), **more: Any) -> None:
        """Set several keys, in order (a mapping or key=value arguments)."""
        for key, value in dict(keys, **more).items():
            self[key] = value

    def __getitem__(self, key: str) -> str:
        value = ctypes.c_char_p()
        status = _raise_unless_ok(_lib.bm_options_get(ctypes.byref(value), self.handle,
                                                      key.encode()), (_ENOTFOUND,))
        if status == _ENOTFOUND:              # not set, and no default of its own
            raise KeyError(key)
        return (value.value or b"").decode()

    def get(self, key: str, default: Optional[str] = None) -> Optional[str]:
        """The value of a key (as set, else its default), or `default` when it has none."""
        try:
            return self[key]
        except KeyError:
            return default

    def keys(self) -> List[str]:
        """The keys of the set, in canonical order."""
        return list(option_keys(self.name))

    def __str__(self) -> str:
        return _string(_lib.bm_options_to_string, self.handle)

    def __repr__(self) -> str:
        if not self._h:
            return "<closed %s>" % type(self).__name__
        return "%s(%r)" % (type(self).__name__, str(self))


# What a call takes as options: an Options, its "key=value,..." text, or None (the defaults).
_OptionsArg = Union[Options, str, None]


class Spec(Options):
    """A movement spec: the Options of a movement family. Spec("mitchell:tables=7") parses a
    spec string, Spec(family="mitchell", tables=7) (or Spec.family_only("mitchell")) starts
    from a family's defaults; str(spec) is the canonical spec string; build() builds it."""

    def __init__(self, text: str = "", family: Optional[str] = None, **keys: Any) -> None:
        super().__init__(text, set=family, **keys)

    @classmethod
    def family_only(cls, family: str) -> "Spec":
        """A spec of a family with every key at its default."""
        return cls(family=family)

    family = property(lambda self: self.name, doc="The family.")

    def build(self) -> "Movement":
        """Build the movement this spec names (Error when it names none)."""
        return Movement(_create(_lib.bm_build, self.handle))


@contextlib.contextmanager
def _given(set_name: Optional[str], options: "_OptionsArg" = None,
           keys: Optional[Dict[str, Any]] = None) -> Iterator[Optional[int]]:
    """The handle of the options a call is given: None (the defaults), an Options (used as it
    is), or the text "key=value,..." of the set `set_name`; keyword arguments are set on top
    (on a new handle: an Options given is not changed). The new handle is freed after."""
    keys = {k: v for k, v in (keys or {}).items() if v is not None}
    if isinstance(options, Options) and not keys:
        yield options.handle
        return
    if not options and not keys:
        yield None
        return
    if isinstance(options, Options):
        own = Options(str(options), **keys)
    else:
        own = Options(options or "", set=set_name, **keys)
    with own:
        yield own.handle


def option_keys(set: str) -> Dict[str, str]:
    """The keys of an option set with their one-line help: {key: help}, in canonical order
    (a family's own keys, then the keys every family takes)."""
    lib = load()
    keys = {}
    for i in range(1, lib.bm_options_key_count(set.encode()) + 1):
        key = lib.bm_options_key_name(set.encode(), i)
        keys[key.decode()] = (lib.bm_options_key_help(set.encode(), key) or b"").decode()
    return keys


def describe_options(set: Optional[str] = None, form: str = "json") -> Any:
    """An option set described (each key's type, bounds or words, default and help): the JSON
    as a dict, or the text with form="text"; set None: every set that is not a family."""
    return _report(form, load().bm_options_describe, set.encode() if set else None, _form(form))


def canonical_spec(text: str) -> str:
    """The canonical form of a spec string (family, then the keys set, in the family's order)."""
    with Options(text) as spec:
        return str(spec)


def family_names() -> List[str]:
    """The movement families the library builds, in catalogue order: ["mitchell", ...]."""
    lib = load()
    return [lib.bm_family_name(i).decode() for i in range(1, lib.bm_family_count() + 1)]


def families() -> List[Dict[str, Any]]:
    """The family catalogue: a list of dicts, one per family, with "name", "description",
    "source", "event" and "keys" (each key a dict: "name", "type", "min"/"max" or "choices"
    or "form", "required", "default", "default_text", "help", "common"; see families.h)."""
    return _report("json", load().bm_families_report, FORMS["json"])["families"]


def families_text() -> str:
    """The family catalogue as text for a director (what `bridgemove families` prints)."""
    return _report("text", load().bm_families_report, FORMS["text"])


def family_description(name: str) -> Optional[str]:
    """A family's one-line description (None for an unknown family)."""
    d = load().bm_family_description(name.encode())
    return d.decode() if d is not None else None


def family_keys(name: str) -> Dict[str, str]:
    """A family's spec keys with their help: {key: help}, in the family's order."""
    return option_keys(name)


# --- formats (format.h) ---------------------------------------------------------------------
def format_detect(text: Union[str, bytes]) -> str:
    """Which format a text is in, by its content: "text", "json", "rounddata" or "ebu"."""
    data = _bytes(text)
    return _FORMATS[load().bm_format_detect(data, len(data))]


def format_name(name: str) -> str:
    """The canonical name of a format given in any letter case ("RoundData" -> "rounddata");
    Error BM_EPARSE, listing the formats, for no such format."""
    return _FORMATS[_format_code(name)]


def _format_code(name: str) -> int:
    return _out(ctypes.c_int, load().bm_format_from_name, name.encode())


def _write(fn: Any, handle: int, format: str, options: "_OptionsArg",
           keys: Dict[str, Any]) -> Tuple[int, Optional[str]]:
    """A writer of format.h: (the text, its notes or None)."""
    with _given("exchange", options, keys) as opt:
        return _with_notes(fn, handle, _format_code(format), opt)


# --- choosing a movement (suggest.h) ---------------------------------------------------------
def suggest(options: "_OptionsArg" = "", text: bool = False, **keys: Any) -> Any:
    """The movements for a field and a session, best first (`bridgemove suggest`):
    suggest("pairs=13,boards=24-28") or suggest(pairs=13, boards="24-28", sharing="no"); the
    keys of the option set "suggest" (describe_options("suggest")). Returns a list of dicts
    with the keys of the JSON form ("spec", "tables", "rounds", "boards_per_round",
    "boards_played", "boards_to_prepare", "sd", "sd_switched" (None when no switch plan),
    "one_winner", "reason", ...), the best first, or the text with text=True."""
    with Suggestions(options, **keys) as found:
        return found.to_text() if text else list(found)


class Suggestions(_Handle):
    """A ranked list of candidate movements (suggest.h): Suggestions("pairs=13,boards=24-28")
    or Suggestions(pairs=13, boards="24-28"). len() candidates; candidate(i) for i = 1 (the
    best) .. len(); iterating gives them best first, each as a dict."""
    _free = "bm_suggestions_free"

    def __init__(self, options: "_OptionsArg" = "", **keys: Any) -> None:
        lib = load()
        with _given("suggest", options, keys) as opt:
            if opt is None:
                with Options(set="suggest") as defaults:   # the call asks for a field
                    handle = _create(lib.bm_suggest, defaults.handle)
            else:
                handle = _create(lib.bm_suggest, opt)
        super().__init__(handle)

    def __len__(self) -> int:
        return _lib.bm_suggestions_count(self.handle)

    def candidate(self, index: int) -> Dict[str, Any]:
        """Candidate `index` (1 = the best) as a dict of its figures."""
        lst = self.handle
        if not 1 <= index <= len(self):
            raise IndexError(index)
        item = {k: _out(ctypes.c_uint32, _lib.bm_suggestion_number, lst, index, w)
                for k, w in _SUGGEST_NUMBERS.items()}
        for key in ("one_winner", "one_winner_switched"):
            item[key] = bool(item[key])
        for key, which in _SUGGEST_REALS.items():
            value = ctypes.c_double()
            status = _raise_unless_ok(_lib.bm_suggestion_real(ctypes.byref(value), lst, index,
                                                              which), (_ENOTFOUND,))  # no plan
            item[key] = value.value if status == 0 else None
        for key, which in _SUGGEST_TEXTS.items():
            item[key] = _lib.bm_suggestion_text(lst, index, which).decode()
        return item

    def __iter__(self) -> Iterator[Dict[str, Any]]:
        return (self.candidate(i) for i in range(1, len(self) + 1))

    def report(self, form: str = "text") -> Any:
        """The list as the library reports it: the text, or the JSON as a dict."""
        return _report(form, _lib.bm_suggestions_report, self.handle, _form(form))

    def to_text(self) -> str:
        """The list as text, best first (`bridgemove suggest`)."""
        return self.report("text")

    def to_json(self) -> Dict[str, Any]:
        """The list as the library's JSON, as a dict."""
        return self.report("json")


# --- experimental.h: the planners behind two families -----------------------------------------
def web_plan(tables: Optional[int] = None, rounds: Optional[int] = None,
             spec: Union[str, "Options", None] = None, **keys: Any) -> Dict[str, int]:
    """EXPERIMENTAL (experimental.h, symbol version BRIDGEMOVE_EXPERIMENTAL: the C call may
    change in a minor release). The Web movement (Hill's Web movements) for tables and rounds,
    or for a `web` spec (a "web:..." string or an Options of the family web; more keys as
    keyword arguments): {"groups": d, "subsections": n, "size": s, "cases": cases of boards}."""
    out = [ctypes.c_uint32() for _ in range(4)]
    keys = dict(keys, tables=tables, rounds=rounds)
    owned = None
    if not isinstance(spec, Options):
        spec = owned = Options(spec) if spec is not None else Options(set="web")
    try:
        with _given("web", spec, keys) as handle:
            _raise_unless_ok(load().bm_web_plan(*map(ctypes.byref, out), handle))
    finally:
        if owned is not None:
            owned.close()
    return dict(zip(("groups", "subsections", "size", "cases"), (v.value for v in out)))


def teams_solve(circuit: int, ew_move: int = 1, boards_move: int = -1) -> Tuple[List[int], bool]:
    """EXPERIMENTAL (experimental.h, symbol version BRIDGEMOVE_EXPERIMENTAL: the C call may
    change in a minor release). Start tables making every match complete on a circuit of R
    tables (the teams-movements note): (starts [S_1..S_R], appendix bool). ew_move and
    boards_move: the tables the EW pairs and the boards move each round (negative: down)."""
    starts, appendix = (ctypes.c_uint32 * max(circuit, 1))(), ctypes.c_int32()
    _raise_unless_ok(load().bm_teams_solve(starts, max(circuit, 1), ctypes.byref(appendix),
                                           circuit, ew_move, boards_move))
    return list(starts)[:circuit], bool(appendix.value)


def teams_circuit(circuit: int, ew_move: int = 1, boards_move: int = -1,
                  boards: int = 1) -> "Movement":
    """EXPERIMENTAL (experimental.h, symbol version BRIDGEMOVE_EXPERIMENTAL: the C call may
    change in a minor release). The teams movement teams_solve() finds for a circuit, as a
    Movement."""
    return Movement(_create(load().bm_teams_circuit, circuit, ew_move, boards_move, boards))


# --- scoring (scoring.h) ---------------------------------------------------------------------
def board_vulnerability(board: int) -> Tuple[str, str]:
    """Who is vulnerable on a board and who deals, in the standard 16-board cycle:
    ("none" | "ns" | "ew" | "both", "N" | "E" | "S" | "W")."""
    vul, dealer = ctypes.c_int(), ctypes.c_int()
    _raise_unless_ok(load().bm_board_vulnerability(ctypes.byref(vul), ctypes.byref(dealer), board))
    names = {code: name for name, code in _VULNERABILITY.items()}
    seats = {code: name for name, code in _SEATS.items()}
    return names[vul.value], seats[dealer.value]


def score_result(contract: str, declarer: Optional[str] = None, tricks: int = 0,
                 vulnerability: Optional[str] = None, board: Optional[int] = None) -> int:
    """The duplicate score of a result, to North-South: contract "4HX", "3NT", "PASS"; declarer
    "N", "E", "S" or "W"; tricks taken; vulnerability "none", "ns", "ew" or "both", or the board
    number (its vulnerability in the standard cycle)."""
    if vulnerability is None:
        vulnerability = board_vulnerability(board)[0] if board is not None else "none"
    seat = _SEATS.get(declarer, 0) if declarer is not None else 0
    return _out(ctypes.c_int32, load().bm_score_result, contract.encode(), seat, tricks,
                _VULNERABILITY[vulnerability])


def imps(difference: int) -> int:
    """International match points for a difference in score (the WBF scale, signed)."""
    return _out(ctypes.c_int32, load().bm_score_imps, difference)


def victory_points(imp_margin: float, boards: int) -> float:
    """Victory points on the WBF continuous 20-VP scale for an IMP margin over a match."""
    return _out(ctypes.c_double, load().bm_score_victory_points, imp_margin, boards)


def _place(fn: Any, *args: Any) -> Tuple[str, int, int]:
    place, number, count = ctypes.c_int(), ctypes.c_uint32(), ctypes.c_uint32()
    _raise_unless_ok(fn(ctypes.byref(place), ctypes.byref(number), ctypes.byref(count), *args))
    return _PLACES[place.value], number.value, count.value


class Movement(_Handle):
    """A movement: a grid of rounds x tables of cells (libbridgemove's struct bm_movement).

    Create one with from_spec(), read() (any format; from_json(), from_text(),
    from_rounddata(), from_ebu() name theirs) or new(); release it with close() or a
    with-block (the garbage collector is only a fallback).
    """

    _free = "bm_movement_free"

    @classmethod
    def new(cls, event: str, rounds: int, tables: int, participants: int, sets: int,
            boards_per_set: int = 1) -> "Movement":
        """An empty movement (every cell idle); event is "pairs", "teams" or "individual"."""
        lib = load()
        if event not in _EVENT_CODES:
            raise ValueError("event must be one of %s" % ", ".join(_EVENT_CODES))
        return cls(_create(lib.bm_movement_new, _EVENT_CODES[event], rounds, tables,
                           participants, sets, boards_per_set))

    @classmethod
    def from_spec(cls, spec: Union[str, Options], **keys: Any) -> "Movement":
        """Build the movement a spec names: a spec string ("mitchell:tables=7,boards=3") or a
        Spec (any Options of a family); keyword arguments set more keys."""
        lib = load()
        if isinstance(spec, str) and not keys:
            return cls(_create(lib.bm_build_string, spec.encode()))
        given_cm: ContextManager[Options]
        if isinstance(spec, str):
            given_cm = Spec(spec)
        else:
            given_cm = contextlib.nullcontext(spec)
        with given_cm as given, \
                _given(None, given, keys) as handle:
            return cls(_create(lib.bm_build, handle))

    # --- formats (format.h) -------------------------------------------------------------------
    @classmethod
    def read(cls, text: Union[str, bytes], hint: Optional[str] = None) -> "Movement":
        """Read a movement in any format the library reads (grid text, JSON, Bridgemate
        RoundData, EBUScore) from a str or bytes. hint: a format's name ("json"), a file name
        (its extension decides), or None: found by the content (see format_detect()). A
        RoundData file with several sections gives its first (Sections.read() reads them all).
        What the reader left out is named in a LossWarning."""
        data = _bytes(text)
        handle, notes = _with_notes(load().bm_movement_read, data, len(data),
                                    hint.encode() if hint else None)
        m = cls(handle)
        try:
            _warn(notes)
        except BaseException:          # warnings turned into errors: nothing left behind
            m.close()
            raise
        return m

    @classmethod
    def from_json(cls, text: Union[str, bytes]) -> "Movement":
        """Read a JSON movement ("format": "bridgemove/1") from a str or bytes."""
        return cls.read(text, "json")

    @classmethod
    def from_text(cls, text: Union[str, bytes]) -> "Movement":
        """Read grid text (the table as the movements article prints it, "R: ns SET ew | ...")
        from a str or bytes."""
        return cls.read(text, "text")

    @classmethod
    def from_rounddata(cls, text: Union[str, bytes]) -> "Movement":
        """Read a Bridgemate RoundData CSV (its first section; Sections.from_rounddata() reads
        them all). Pairs are read as seated; a LossWarning names what was left out."""
        return cls.read(text, "rounddata")

    @classmethod
    def from_ebu(cls, text: Union[str, bytes]) -> "Movement":
        """Read an EBUScore movement file (pairs, teams or individual)."""
        return cls.read(text, "ebu")

    def write(self, format: str = "json", options: "_OptionsArg" = None, **keys: Any) -> str:
        """The movement in a format ("json", "text", "rounddata", "ebu", any letter case).
        options: the option set "exchange" (an Options or "key=value,...": section, sections,
        partial_switches), or as keyword arguments. A format that would misstate the movement
        raises Error BM_EUNSUPPORTED (a round switched only in part, unless
        partial_switches="unswitched"); what the format cannot hold (stands, copies, teams, a
        round written unswitched) is named in a LossWarning."""
        ptr, notes = _write(_lib.bm_movement_write, self.handle, format, options, keys)
        text = _take_string(ptr)
        _warn(notes)
        return text

    def to_json(self) -> str:
        """The movement as JSON text (the lossless form)."""
        return self.write("json")

    def to_text(self) -> str:
        """The movement as grid text (a LossWarning names what it does not hold, e.g. stands)."""
        return self.write("text")

    def to_rounddata(self, section: Optional[str] = None,
                     partial_switches: Optional[str] = None,
                     sections: Optional[int] = None) -> str:
        """The movement as Bridgemate RoundData CSV under a section letter (default A), or as
        `sections` sections on the same boards. A round switched only in part raises Error
        BM_EUNSUPPORTED unless partial_switches="unswitched". What RoundData cannot hold
        (stands, copies, teams) is named in a LossWarning."""
        return self.write("rounddata", section=section, partial_switches=partial_switches,
                          sections=sections)

    def to_ebu(self, partial_switches: Optional[str] = None) -> str:
        """The movement as an EBUScore movement file (see to_rounddata() for the rules)."""
        return self.write("ebu", partial_switches=partial_switches)

    def copy(self) -> "Movement":
        """A deep copy, as a new Movement."""
        return Movement(_create(_lib.bm_movement_copy, self.handle))

    def __eq__(self, other: object) -> bool:
        """Equal models (grid, switches, sets, phantoms, teams, stands, name)."""
        if not isinstance(other, Movement):
            return NotImplemented
        return bool(_out(ctypes.c_int32, _lib.bm_movement_equal, self.handle, other.handle))

    __hash__ = None  # type: ignore[assignment]  # mutable: not hashable

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
                    lambda self, v: _check(_lib.bm_movement_set_spec(self.handle, _text(v))),
                    doc='The spec string it was built from ("" if none; assignable).')
    generator = property(lambda self: _lib.bm_movement_generator(self.handle).decode(),
                         lambda self, v: _check(_lib.bm_movement_set_generator(self.handle,
                                                                               _text(v))),
                         doc='The generator recorded with it ("" if none; assignable).')

    @property
    def changes(self) -> List[str]:
        """The changes made mid-session, in order, as options of the set change
        (["late=23@3", "leaves=7@6"]); empty when it was never changed."""
        n = _lib.bm_movement_changes(self.handle)
        return [_lib.bm_movement_change(self.handle, i).decode() for i in range(1, n + 1)]

    @property
    def name(self) -> str:
        """Display name (assignable)."""
        return _lib.bm_movement_name(self.handle).decode()

    @name.setter
    def name(self, value: Optional[str]) -> None:
        _raise_unless_ok(_lib.bm_movement_set_name(self.handle, _text(value)))

    # --- transforms (transform.h) -------------------------------------------------------------
    def _transform(self, name: str, *perm: Sequence[int]) -> "Movement":
        fn = getattr(_lib, "bm_movement_" + name)
        args = ((ctypes.c_uint32 * len(perm[0]))(*perm[0]), len(perm[0])) if perm else ()
        return Movement(_create(fn, self.handle, *args))

    def dual(self) -> "Movement":
        """The dual (the movements article): rounds and tables transposed, moving pairs swapped
        with board sets. Needs a pairs event with stationary NS pairs (else Error
        BM_ENOTSTATIONARY or BM_EUNSUPPORTED, with the reason in its message)."""
        return self._transform("dual")

    def interchange(self) -> "Movement":
        """Step 1 of the dual: moving-pair numbers interchanged with set letters."""
        return self._transform("interchange")

    def transpose(self) -> "Movement":
        """Step 2 of the dual: rows and columns transposed, letters and numbers kept."""
        return self._transform("transpose")

    def reverse_rounds(self) -> "Movement":
        """A new movement with the rounds in reverse order."""
        return self._transform("reverse_rounds")

    def standard_form(self) -> "Movement":
        """The standard form (the movements article, Part I): rounds reordered, sets and pairs
        relabelled."""
        return self._transform("standard_form")

    def permute_rounds(self, perm: Sequence[int]) -> "Movement":
        """Round i becomes round perm[i - 1] (perm: a permutation of 1..rounds)."""
        return self._transform("permute_rounds", perm)

    def permute_tables(self, perm: Sequence[int]) -> "Movement":
        """Table i becomes table perm[i - 1] (perm: a permutation of 1..tables)."""
        return self._transform("permute_tables", perm)

    def relabel_sets(self, perm: Sequence[int]) -> "Movement":
        """Set i becomes set perm[i - 1] (perm: a permutation of 1..sets)."""
        return self._transform("relabel_sets", perm)

    def relabel_participants(self, perm: Sequence[int]) -> "Movement":
        """Participant i becomes perm[i - 1] (perm: a permutation of 1..participants)."""
        return self._transform("relabel_participants", perm)

    def is_standard(self) -> bool:
        """Whether the movement is in standard form."""
        return bool(_out(ctypes.c_int32, _lib.bm_movement_is_standard, self.handle))

    def equivalent(self, other: "Movement") -> bool:
        """Whether other is this movement up to the order of rounds and tables and the
        labels of sets and participants (bm_movement_equivalent())."""
        return bool(_out(ctypes.c_int32, _lib.bm_movement_equivalent, self.handle,
                         other.handle))

    # --- cells (movement.h) -------------------------------------------------------------------
    def _cell_fields(self) -> Tuple[str, ...]:
        individual = _lib.bm_movement_event(self.handle) == 3
        return ("n", "s", "e", "w", "set") if individual else ("ns", "ew", "set")

    def cell(self, round: int, table: int) -> Optional[Tuple[int, ...]]:
        """The cell at (round, table), 1-based: None if the table is idle, else
        (ns, ew, set) for pairs/teams events or (n, s, e, w, set) for individual ones."""
        if not _out(ctypes.c_int32, _lib.bm_movement_active, self.handle, round, table):
            return None
        return tuple(self.field(round, table, f) for f in self._cell_fields())

    def set_cell(self, round: int, table: int, cell: Optional[Sequence[int]]) -> None:
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

    def field(self, round: int, table: int, name: str) -> int:
        """One field of a cell: "ns", "ew" (pairs/teams), "n", "s", "e", "w" (individual),
        "set", "copy" or "first"; 0 for an idle cell, an empty seat or no set."""
        return _out(ctypes.c_uint32, _lib.bm_movement_get, self.handle, round, table,
                    FIELDS[name])

    def set_field(self, round: int, table: int, name: str, value: int) -> None:
        """Write one field of a cell (the cell becomes active)."""
        _raise_unless_ok(_lib.bm_movement_set(self.handle, round, table, FIELDS[name], value))

    def set_pairs(self, round: int, table: int, ns: int, ew: int, set: int) -> None:
        """Make a pairs/teams cell active with its NS pair, EW pair and set (copy 1)."""
        _raise_unless_ok(_lib.bm_movement_set_pairs(self.handle, round, table, ns, ew, set))

    def grid(self) -> List[List[Optional[Tuple[int, ...]]]]:
        """Every cell: grid()[r - 1][t - 1] == cell(r, t)."""
        return [[self.cell(r, t) for t in range(1, self.tables + 1)]
                for r in range(1, self.rounds + 1)]

    def switched(self, round: int, table: int, position: int) -> bool:
        """Whether board position 1..size of the cell's set is played arrow-switched."""
        return bool(_out(ctypes.c_int32, _lib.bm_movement_switched, self.handle, round, table,
                         position))

    def set_switched(self, round: int, table: int, position: int, switched: bool = True) -> None:
        """Arrow-switch (or not) one board position of a cell's set."""
        _raise_unless_ok(_lib.bm_movement_set_switched(self.handle, round, table, position,
                                                       int(bool(switched))))

    def phantom(self, participant: int) -> int:
        """0 if the participant stays to the end, else the first round it is absent from
        (1: a phantom, absent all session)."""
        return _out(ctypes.c_uint32, _lib.bm_movement_phantom, self.handle, participant)

    def set_phantom(self, participant: int, from_round: int = 1) -> None:
        """Make a participant absent from a round on (1: a phantom; 0: it stays to the end)."""
        _raise_unless_ok(_lib.bm_movement_set_phantom(self.handle, participant, from_round))

    def arrival(self, participant: int) -> int:
        """0 if the participant plays from the start, else the first round it plays."""
        return _out(ctypes.c_uint32, _lib.bm_movement_arrival, self.handle, participant)

    def set_arrival(self, participant: int, round: int) -> None:
        """Make a participant arrive late: absent before the round (0 or 1: from the start)."""
        _raise_unless_ok(_lib.bm_movement_set_arrival(self.handle, participant, round))

    def present(self, participant: int, round: int) -> bool:
        """Whether a participant can play in a round (arrived and not left)."""
        return bool(_out(ctypes.c_int32, _lib.bm_movement_present, self.handle, participant,
                         round))

    def seat_of(self, participant: int, round: int) -> Optional[Tuple[int, Optional[str]]]:
        """Where the grid seats a participant in a round: (table, seat) with seat "ns", "ew",
        "n", "s", "e" or "w"; None when seated nowhere."""
        table, field = ctypes.c_uint32(), ctypes.c_int()
        _raise_unless_ok(_lib.bm_movement_seat_of(ctypes.byref(table), ctypes.byref(field),
                                                  self.handle, participant, round))
        return (table.value, _FIELD_NAMES[field.value]) if table.value else None

    @property
    def first_board(self) -> int:
        """The number of the first board (assignable); boards are numbered from it in set order."""
        return _lib.bm_movement_first_board(self.handle)

    @first_board.setter
    def first_board(self, value: int) -> None:
        _raise_unless_ok(_lib.bm_movement_set_first_board(self.handle, value))

    @property
    def first_round(self) -> int:
        """The number round 1 is called by on cards, RoundData and results (assignable;
        a round of a Swiss: its round of the event). Methods taking a round count from 1."""
        return _lib.bm_movement_first_round(self.handle)

    @first_round.setter
    def first_round(self, value: int) -> None:
        _raise_unless_ok(_lib.bm_movement_set_first_round(self.handle, value))

    def set_size(self, set: int) -> int:
        """How many boards set `set` holds."""
        return _out(ctypes.c_uint32, _lib.bm_movement_set_size, self.handle, set)

    def resize_set(self, set: int, boards: int) -> None:
        """Give set `set` its own number of boards."""
        _raise_unless_ok(_lib.bm_movement_resize_set(self.handle, set, boards))

    @property
    def teams(self) -> int:
        """Number of teams (0 unless a teams event)."""
        return _lib.bm_movement_teams(self.handle)

    def team(self, pair: int) -> int:
        """The team a pair belongs to (0: none)."""
        return _out(ctypes.c_uint32, _lib.bm_movement_team, self.handle, pair)

    def set_team(self, pair: int, team: int) -> None:
        """Put a pair in a team."""
        _raise_unless_ok(_lib.bm_movement_set_team(self.handle, pair, team))

    @property
    def stands(self) -> List[Dict[str, Any]]:
        """The relay and bye stands: a list of {"name", "after_table", "copy"}."""
        result = []
        for i in range(1, _lib.bm_movement_stands(self.handle) + 1):
            after, copy, name = ctypes.c_uint32(), ctypes.c_uint32(), ctypes.c_char_p()
            _raise_unless_ok(_lib.bm_movement_stand(ctypes.byref(after), ctypes.byref(copy),
                                                    ctypes.byref(name), self.handle, i))
            result.append({"name": (name.value or b"").decode(), "after_table": after.value,
                           "copy": copy.value})
        return result

    def add_stand(self, after_table: int, name: Optional[str] = None, copy: int = 0) -> int:
        """Add a relay or bye stand that receives the boards of after_table; returns its number."""
        return _out(ctypes.c_uint32, _lib.bm_movement_add_stand, self.handle,
                    name.encode() if name else None, after_table, copy)

    def stand_push(self, round: int, stand: int, set: int, copy: int = 1) -> None:
        """Put a (set, copy) group on a stand for a round."""
        _raise_unless_ok(_lib.bm_movement_stand_push(self.handle, round, stand, set, copy))

    def stand_items(self, round: int, stand: int) -> List[Tuple[int, int]]:
        """The (set, copy) groups waiting on a stand during a round, in queue order."""
        n = _out(ctypes.c_uint32, _lib.bm_movement_stand_count, self.handle, round, stand)
        items = []
        for i in range(1, n + 1):
            s, c = ctypes.c_uint32(), ctypes.c_uint32()
            _raise_unless_ok(_lib.bm_movement_stand_item(ctypes.byref(s), ctypes.byref(c),
                                                         self.handle, round, stand, i))
            items.append((s.value, c.value))
        return items

    # --- boards by number (boards.h) ----------------------------------------------------------
    def board_number(self, set: int, position: int) -> int:
        """The number of board `position` (1..size) of set `set`."""
        return _out(ctypes.c_uint32, _lib.bm_movement_board_number, self.handle, set, position)

    def cell_boards(self, round: int, table: int) -> List[Tuple[int, bool]]:
        """The boards a table plays in a round, in playing order: [(board, switched), ...]."""
        n = _out(ctypes.c_uint32, _lib.bm_cell_board_count, self.handle, round, table)
        boards = []
        for i in range(1, n + 1):
            board, switched = ctypes.c_uint32(), ctypes.c_int32()
            _raise_unless_ok(_lib.bm_cell_board(ctypes.byref(board), ctypes.byref(switched),
                                                self.handle, round, table, i))
            boards.append((board.value, bool(switched.value)))
        return boards

    def seated(self, round: int, table: int, board: int, seat: str) -> int:
        """Who sits in a seat ("ns", "ew", "n", "s", "e", "w") for one board, switches applied."""
        return _out(ctypes.c_uint32, _lib.bm_cell_seated, self.handle, round, table, board,
                    FIELDS[seat])

    def traveller(self, board: int) -> List[Dict[str, Any]]:
        """A board's traveller: every play in round order as a dict {"round", "table",
        "switched", "sitout"} plus the participants as seated ("ns", "ew", or "n", "s", "e",
        "w")."""
        seats = self._cell_fields()[:-1]
        plays = []
        count = _out(ctypes.c_uint32, _lib.bm_board_play_count, self.handle, board)
        for i in range(1, count + 1):
            r, t, sw, so = ctypes.c_uint32(), ctypes.c_uint32(), ctypes.c_int32(), ctypes.c_int32()
            _raise_unless_ok(_lib.bm_board_play(*map(ctypes.byref, (r, t, sw, so)), self.handle,
                                                board, i))
            play = {"round": r.value, "table": t.value, "switched": bool(sw.value),
                    "sitout": bool(so.value)}
            play.update((s, self.seated(r.value, t.value, board, s)) for s in seats)
            plays.append(play)
        return plays

    def travellers(self, board: int = 0, text: bool = False) -> Any:
        """Every board's traveller (or one board's) as the library reports it: the JSON as a
        dict {"boards_to_prepare", "copies", "boards": [...]}, or the text with text=True."""
        return self.travellers_report(board, "text" if text else "json")

    def travellers_report(self, board: int = 0, form: str = "text") -> Any:
        """The travellers (board 0: every board) in a form: "text", or "json" (a dict)."""
        return _report(form, _lib.bm_travellers_report, self.handle, board, _form(form))

    def set_copies(self, set: int) -> int:
        """How many copies of a set to prepare (0 for a set nobody plays)."""
        return _out(ctypes.c_uint32, _lib.bm_movement_set_copies, self.handle, set)

    def boards_to_prepare(self) -> int:
        """How many physical boards to prepare: every (set, copy) on a table or a stand."""
        return _out(ctypes.c_uint32, _lib.bm_movement_boards_to_prepare, self.handle)

    # --- the guide (guide.h) ------------------------------------------------------------------
    def guide_report(self, part: str = "all", number: int = 0, form: str = "text") -> Any:
        """A part of the guide (bm_guide_report()): part "all", "description", or a card,
        "pair" (a participant's), "table" or "stand", with its number; form "text", or
        "json" (a dict)."""
        if part not in _GUIDE_PARTS:
            raise ValueError("part must be one of %s; got %r" % (", ".join(_GUIDE_PARTS), part))
        return _report(form, _lib.bm_guide_report, self.handle, _GUIDE_PARTS[part], number,
                       _form(form))

    def guide(self, text: bool = False) -> Any:
        """The director's guide: the JSON as a dict, or the text with text=True."""
        return self.guide_report("all", 0, "text" if text else "json")

    def describe(self) -> str:
        """The movement in a few words for the director (how pairs and boards move)."""
        return self.guide_report("description")

    def card(self, kind: str, number: int, text: bool = True) -> Any:
        """A guide card: kind "pair" (a participant's itinerary), "table" or "stand"; the text,
        or the JSON as a dict with text=False."""
        if kind not in ("pair", "table", "stand"):
            raise ValueError("kind must be pair, table or stand; got %r" % (kind,))
        return self.guide_report(kind, number, "text" if text else "json")

    def next_seat(self, participant: int, round: int) -> Optional[Tuple[int, Optional[str]]]:
        """Where a participant sits in round `round` + 1 (round 0: the start): (table, seat) or
        None."""
        table, seat = ctypes.c_uint32(), ctypes.c_int()
        _raise_unless_ok(_lib.bm_guide_next_seat(ctypes.byref(table), ctypes.byref(seat),
                                                 self.handle, participant, round))
        return (table.value, _FIELD_NAMES[seat.value]) if table.value else None

    def sits_out(self, participant: int, round: int) -> bool:
        """Whether a participant sits out a round."""
        return bool(_out(ctypes.c_int32, _lib.bm_guide_sits_out, self.handle, participant,
                         round))

    def boards_at(self, round: int, set: int, copy: int = 1) -> Tuple[str, int, int]:
        """Where a (set, copy) group is during a round: (place, number, tables), place one of
        "none", "table", "shared", "stand", "out"."""
        return _place(_lib.bm_guide_boards_at, self.handle, round, set, copy)

    def next_boards(self, round: int, table: int) -> Tuple[str, int, int]:
        """Where the boards played at a table in `round` are in the next round: (place, number,
        tables) as boards_at() gives them."""
        return _place(_lib.bm_guide_next_boards, self.handle, round, table)

    def next_boards_from_stand(self, round: int, stand: int,
                               index: int = 1) -> Tuple[str, int, int]:
        """Where the group `index` waiting on a stand in `round` is in the next round."""
        return _place(_lib.bm_guide_next_boards_from_stand, self.handle, round, stand, index)

    # --- printing (print.h) -------------------------------------------------------------------
    def print_report(self, what: str, form: Optional[str] = None,
                     options: "_OptionsArg" = None, **keys: Any) -> str:
        """Print the movement (bm_print_report()): what "guide" (HTML), "room", "balance" or
        "switches" (SVG); form defaults to the one it offers. options: the option set "print"
        (an Options or "key=value,...": paper, travellers, round), or keyword arguments."""
        if what not in _PRINTS:
            raise ValueError("what must be one of %s; got %r" % (", ".join(_PRINTS), what))
        form = form or _PRINT_FORMS[what]
        with _given("print", options, keys) as opt:
            return _string(_lib.bm_print_report, self.handle, _PRINTS[what], _form(form), opt)

    def guide_html(self, options: "_OptionsArg" = "", **keys: Any) -> str:
        """The guide and every card as one HTML file to print (`bridgemove guide --format
        html`). options: "key=value,...": paper (auto, a4, letter), travellers (yes, no),
        cards (auto, all, or parts joined by '+': room, prepare, table, stand, pair,
        traveller), copies (of each table card). print_report("guide", "text", ...) gives
        the same parts as text."""
        return self.print_report("guide", "html", options, **keys)

    def room_svg(self, round: int = 1) -> str:
        """A picture of the room in one round as SVG: who sits where, where pairs and boards
        go next (`bridgemove picture --what room`)."""
        return self.print_report("room", "svg", round=round)

    def balance_svg(self) -> str:
        """The balance (the s matrix) as an SVG heat map (`bridgemove picture --what balance`)."""
        return self.print_report("balance", "svg")

    def switches_svg(self) -> str:
        """The arrow switches as an SVG plan (`bridgemove picture --what switch`)."""
        return self.print_report("switches", "svg")

    # --- changes mid-session (change.h) -------------------------------------------------------
    def change(self, options: "_OptionsArg" = None, **keys: Any) -> "Change":
        """Change the movement mid-session (bm_change()): the option set "change" with exactly
        one key, late="PAIR@ROUND", leaves="PAIR@ROUND" or add_table=ROUND (an Options, its
        text, or a keyword argument). Returns a Change (the changed movement and the
        director's instructions); this movement is unchanged."""
        with _given("change", options, keys) as opt:
            if opt is None:
                with Options(set="change") as none:    # the library names what is missing
                    return Change(_create(_lib.bm_change, self.handle, none.handle))
            return Change(_create(_lib.bm_change, self.handle, opt))

    def _changed(self, **keys: Any) -> Tuple["Movement", List[str]]:
        with self.change(**keys) as c:
            return c.movement(), c.instructions

    def late(self, pair: int, round: int) -> Tuple["Movement", List[str]]:
        """A new pair (numbered participants + 1) arrives for round: it takes a free seat (the
        half table's, or a leaver's), hosts the pairs a rover bumps at a party table, or plays
        as a rover. Returns (the changed Movement, the director's instructions as a list of
        lines); this movement is unchanged."""
        return self._changed(late="%d@%d" % (pair, round))

    def leaves(self, pair: int, round: int) -> Tuple["Movement", List[str]]:
        """Pair leaves, absent from round on: (the changed Movement, instructions)."""
        return self._changed(leaves="%d@%d" % (pair, round))

    def add_table(self, round: int) -> Tuple["Movement", List[str]]:
        """A table with two new pairs from round (a party table and a rover):
        (the changed Movement, instructions)."""
        return self._changed(add_table=round)

    # --- checks, analysis, switches, matches, scoring -----------------------------------------
    def check(self) -> Dict[str, Any]:
        """The rule checks of the movements article, Part I, as a dict:
        {"stationary": bool, "playable": bool, "sitting_out": int, "rules": {"1A": {"holds":
        bool, "violations": int, "first": (round, table, participant, set) or None}, ...
        "complete": {...}, "complete_strict": {...}}}."""
        c = _create(_lib.bm_check_new, self.handle)
        try:
            rules = {}
            for rule in _RULES:
                first = [ctypes.c_uint32() for _ in range(4)]
                status = _raise_unless_ok(_lib.bm_check_first_violation(
                    *map(ctypes.byref, first), c, rule), (_ENOTFOUND,))   # the rule holds
                rules[_lib.bm_rule_name(rule).decode()] = {
                    "holds": bool(_out(ctypes.c_int32, _lib.bm_check_holds, c, rule)),
                    "violations": _out(ctypes.c_uint32, _lib.bm_check_violations, c, rule),
                    "first": tuple(v.value for v in first) if status == 0 else None,
                }
            return {"stationary": bool(_lib.bm_check_stationary(c)),
                    "playable": bool(_lib.bm_check_playable(c)),
                    "sitting_out": _lib.bm_check_sitting_out(c), "rules": rules}
        finally:
            _lib.bm_check_free(c)

    def check_report(self, form: str = "text") -> Any:
        """The rule report as the library writes it (`bridgemove check`): the text, or the JSON
        as a dict."""
        c = _create(_lib.bm_check_new, self.handle)
        try:
            return _report(form, _lib.bm_check_report, c, _form(form))
        finally:
            _lib.bm_check_free(c)

    def check_text(self) -> str:
        """The rule report as the library prints it (`bridgemove check`)."""
        return self.check_report("text")

    def check_json(self) -> Dict[str, Any]:
        """The rule report as the library's JSON, as a dict."""
        return self.check_report("json")

    def analysis(self) -> "Analysis":
        """The competition analysis as an Analysis handle (matrices, pairs, board plays)."""
        return Analysis(_create(_lib.bm_analysis_new, self.handle))

    def analyse(self, text: bool = False) -> Any:
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
        with self.analysis() as an:
            return an.to_text() if text else an.to_dict()

    def switch_plan(self, options: "_OptionsArg" = "", **keys: Any) -> "SwitchPlan":
        """Plan arrow switches: the option set "switch" (an Options or "key=value,...": level,
        preset, seed, effort, trials, time; see doc/switch.md), or keyword arguments. Returns a
        SwitchPlan; its .movement is the switched movement."""
        plan, switched = ctypes.c_void_p(), ctypes.c_void_p()
        with _given("switch", options, keys) as opt:
            _raise_unless_ok(_lib.bm_switch_plan_new(ctypes.byref(plan), ctypes.byref(switched),
                                                     self.handle, opt))
        return SwitchPlan(plan.value, Movement(switched.value))

    def matches(self) -> "Matches":
        """The match report of a teams movement, as a Matches handle."""
        return Matches(_create(_lib.bm_matches_new, self.handle))

    def results(self, text: Union[str, bytes, None] = None) -> "Results":
        """Results for scoring this movement: empty, or read from a results file's text."""
        if text is None:
            return Results(_create(_lib.bm_results_new, self.handle), self)
        data = _bytes(text)
        return Results(_create(_lib.bm_results_read, self.handle, data, len(data)), self)

    def section_results(self, section: str, text: Union[str, bytes]) -> "Results":
        """One section's results (this movement's) from a Bridgemate ReceivedData table that
        holds several sections: the rows whose Section is its letter or ID (since 1.1)."""
        data = _bytes(text)
        return Results(_create(_lib.bm_results_read_section, self.handle, section.encode(),
                               data, len(data)), self)

    def score(self, results: Union[str, bytes, Sequence[Dict[str, Any]]],
              method: Optional[str] = None, options: "_OptionsArg" = "",
              text: bool = False) -> Any:
        """Score a session: results is the text of a results file (JSON or CSV, see
        doc/scoring.md) or a list of result dicts ({"round", "table", "board", "contract",
        "declarer", "tricks"} ...). method: "auto" (the default: "neuberg" for pairs and
        individual events, "imps" for teams), "mp", "neuberg", "imps" or "butler"; options: the option
        set "score" (an Options or "key=value,..."). Returns the JSON report as a dict
        ("pairs", "boards", ...), or the text report with text=True."""
        if not isinstance(results, (str, bytes)):
            results = json.dumps({"format": "bridgemove-results/1", "results": list(results)})
        with self.results(results) as r, r.score(options, method=method) as sc:
            return sc.to_text() if text else sc.to_json()


def _analysis_dict(an: int) -> Dict[str, Any]:
    p = _lib.bm_analysis_participants(an)
    result = {"participants": p, "boards": _lib.bm_analysis_boards(an)}
    for key, which in _STATS.items():
        value = _out(ctypes.c_double, _lib.bm_analysis_stat, an, which)
        result[key] = int(value) if key in _INTEGER_STATS else value
    for key, which in _FLAGS.items():
        result[key] = bool(_out(ctypes.c_int32, _lib.bm_analysis_flag, an, which))
    fields = _out(ctypes.c_int, _lib.bm_analysis_fields, an)
    result["fields"] = _FIELDS[fields]
    result["fields_text"] = _lib.bm_fields_str(fields).decode()
    result["distribution"] = {}
    for index in range(1, _out(ctypes.c_uint32, _lib.bm_analysis_distribution_size, an) + 1):
        value, count = ctypes.c_int64(), ctypes.c_uint32()
        _raise_unless_ok(_lib.bm_analysis_distribution_entry(
            ctypes.byref(value), ctypes.byref(count), an, index))
        result["distribution"][value.value] = count.value
    for key, which in _MATRICES.items():
        flat = (ctypes.c_int64 * (p * p))()
        _raise_unless_ok(_lib.bm_analysis_matrix(flat, p * p, an, which))
        result[key] = [list(flat[i * p:(i + 1) * p]) for i in range(p)]
    return result


class Analysis(_Handle):
    """The competition analysis of a movement (Movement.analysis()); Movement.analyse() gives
    the same as a dict."""
    _free = "bm_analysis_free"

    participants = property(lambda self: _lib.bm_analysis_participants(self.handle))
    boards = property(lambda self: _lib.bm_analysis_boards(self.handle))
    tables_in_play = property(lambda self: _lib.bm_analysis_tables_in_play(self.handle))
    event = property(lambda self: _EVENTS.get(_lib.bm_analysis_event(self.handle)))

    def to_dict(self) -> Dict[str, Any]:
        """Every statistic, flag, verdict, the distribution and the matrices (see analyse())."""
        return _analysis_dict(self.handle)

    def report(self, form: str = "text") -> Any:
        """The report `bridgemove analyse` prints ("text"), or its JSON as a dict ("json")."""
        return _report(form, _lib.bm_analysis_report, self.handle, _form(form))

    def to_json(self) -> Dict[str, Any]:
        """The analysis as the library's JSON, as a dict."""
        return self.report("json")

    def to_text(self) -> str:
        """The report `bridgemove analyse` prints."""
        return self.report("text")

    def stat(self, name: str) -> float:
        """One statistic of s by its name (see analyse()): "mean", "sd", ..."""
        return _out(ctypes.c_double, _lib.bm_analysis_stat, self.handle, _STATS[name])

    def flag(self, name: str) -> bool:
        """One yes/no property by its name: "complete", "perfect", "one_winner", ..."""
        return bool(_out(ctypes.c_int32, _lib.bm_analysis_flag, self.handle, _FLAGS[name]))

    def counted(self, participant: int) -> bool:
        """Whether a participant counts in the statistics (not a phantom)."""
        return bool(_out(ctypes.c_int32, _lib.bm_analysis_counted, self.handle, participant))

    def pair(self, i: int, j: int) -> Dict[str, int]:
        """The counts of two participants, one entry of each matrix: {"a", "b", "c", "d", "s"}."""
        return {m: self.entry(m, i, j) for m in "abcds"}

    def entry(self, matrix: str, i: int, j: int) -> int:
        """One entry of a matrix ("a", "b", "c", "d", "s", "partners", "common")."""
        return _out(ctypes.c_int64, _lib.bm_analysis_entry, self.handle, _MATRIX_ALL[matrix],
                    i, j)

    def row(self, matrix: str, i: int) -> List[int]:
        """Participant i's row of a matrix, as a list (row[j - 1])."""
        p = self.participants
        out = (ctypes.c_int64 * p)()
        _raise_unless_ok(_lib.bm_analysis_row(out, p, self.handle, _MATRIX_ALL[matrix], i))
        return list(out)

    def matrix(self, matrix: str) -> List[List[int]]:
        """A whole matrix as a list of rows (matrix[i - 1][j - 1])."""
        p = self.participants
        flat = (ctypes.c_int64 * (p * p))()
        _raise_unless_ok(_lib.bm_analysis_matrix(flat, p * p, self.handle, _MATRIX_ALL[matrix]))
        return [list(flat[i * p:(i + 1) * p]) for i in range(p)]

    def board_plays(self, board: int) -> int:
        """How many times a board is played (sit-outs not counted)."""
        return _out(ctypes.c_uint32, _lib.bm_analysis_board_plays, self.handle, board)

    def boards_played(self, participant: int) -> int:
        """How many boards a participant plays."""
        return _out(ctypes.c_uint32, _lib.bm_analysis_boards_played, self.handle, participant)


class SwitchPlan(_Handle):
    """An arrow-switch plan (Movement.switch_plan()): the balance reached, how it was found,
    the instructions for the director, and .movement, the switched movement (closed with it)."""
    _free = "bm_switch_plan_free"

    def __init__(self, handle: Optional[int], movement: "Movement") -> None:
        super().__init__(handle)
        self.movement = movement

    def close(self) -> None:
        """Free the plan and the switched movement it holds. Safe to call twice."""
        self.movement.close()
        super().close()

    def real(self, name: str) -> float:
        """A real-number figure: "sd", "start_sd" or "parity_bound"."""
        return _out(ctypes.c_double, _lib.bm_switch_plan_real, self.handle, _SWITCH_REALS[name])

    def number(self, name: str) -> int:
        """A whole-number figure: "boards_switched", "proven", "stopped_early", "iterations"
        or "instructions"."""
        return _out(ctypes.c_uint64, _lib.bm_switch_plan_number, self.handle,
                    _SWITCH_NUMBERS[name])

    def text(self, name: str) -> str:
        """A word of the plan: "level" or "preset"."""
        return _lib.bm_switch_plan_text(self.handle, _SWITCH_TEXTS[name]).decode()

    sd = property(lambda self: self.real("sd"), doc="The sd reached.")
    start_sd = property(lambda self: self.real("start_sd"), doc="The sd before switching.")
    parity_bound = property(lambda self: self.real("parity_bound"),
                            doc="The lowest sd the parity bound allows.")
    boards_switched = property(lambda self: self.number("boards_switched"),
                               doc="Boards played switched, once per table.")
    proven = property(lambda self: bool(self.number("proven")),
                      doc="Whether the sd is proven the best at the plan's level.")
    stopped_early = property(lambda self: bool(self.number("stopped_early")),
                             doc="Whether the time cap stopped the search early.")
    iterations = property(lambda self: self.number("iterations"), doc="Search steps taken.")
    level = property(lambda self: self.text("level"), doc='"round", "board", "table", "free".')
    preset = property(lambda self: self.text("preset"), doc='"none", "last-round", ...')

    def instruction(self, index: int) -> str:
        """Instruction line `index`, 1 .. number("instructions")."""
        line = _lib.bm_switch_plan_instruction(self.handle, index)
        if line is None:
            raise IndexError(index)
        return line.decode()

    @property
    def instructions(self) -> List[str]:
        """The director's instructions, one string each."""
        return [self.instruction(i) for i in range(1, self.number("instructions") + 1)]

    def switched_movement(self) -> "Movement":
        """A new copy of the switched movement."""
        return Movement(_create(_lib.bm_switch_plan_movement, self.handle))

    def report(self, form: str = "text") -> Any:
        """The plan as the library reports it: the text, or the JSON as a dict."""
        return _report(form, _lib.bm_switch_plan_report, self.handle, _form(form))

    def to_text(self) -> str:
        """The plan as text for the director."""
        return self.report("text")

    def to_json(self) -> Dict[str, Any]:
        """The plan as the library's JSON, as a dict."""
        return self.report("json")


class Change(_Handle):
    """A change of a movement mid-session (Movement.change()): the changed movement and the
    director's instructions."""
    _free = "bm_change_free"

    def movement(self) -> "Movement":
        """A copy of the changed movement, as a new Movement."""
        return Movement(_create(_lib.bm_movement_copy, _lib.bm_change_movement(self.handle)))

    def __len__(self) -> int:
        return _lib.bm_change_instruction_count(self.handle)

    def instruction(self, index: int) -> str:
        """Instruction `index`, 1 .. len()."""
        line = _lib.bm_change_instruction(self.handle, index)
        if line is None:
            raise IndexError(index)
        return line.decode()

    @property
    def instructions(self) -> List[str]:
        """Every instruction, in order."""
        return [self.instruction(i) for i in range(1, len(self) + 1)]

    def report(self, form: str = "text") -> Any:
        """The change for the director: the text (instructions, then the movement as grid
        text), or the JSON as a dict {"instructions", "movement"}."""
        return _report(form, _lib.bm_change_report, self.handle, _form(form))

    def to_text(self) -> str:
        """The change as text for the director."""
        return self.report("text")

    def to_json(self) -> Dict[str, Any]:
        """The change as the library's JSON, as a dict."""
        return self.report("json")


class Matches(_Handle):
    """Which teams meet, on which boards, and whether each match is complete (teams events)."""
    _free = "bm_matches_free"

    teams = property(lambda self: _lib.bm_matches_teams(self.handle), doc="Number of teams.")

    def count(self) -> Tuple[int, int]:
        """(meetings, incomplete): pairs of teams that meet, and how many of those are incomplete."""
        meetings, incomplete = ctypes.c_uint32(), ctypes.c_uint32()
        _raise_unless_ok(_lib.bm_matches_count(ctypes.byref(meetings), ctypes.byref(incomplete),
                                               self.handle))
        return meetings.value, incomplete.value

    def pair(self, x: int, y: int) -> Dict[str, Any]:
        """Teams x and y: {"met", "complete", "common"}."""
        met, complete, common = ctypes.c_int32(), ctypes.c_int32(), ctypes.c_uint32()
        _raise_unless_ok(_lib.bm_matches_pair(ctypes.byref(met), ctypes.byref(complete),
                                              ctypes.byref(common), self.handle, x, y))
        return {"met": bool(met.value), "complete": bool(complete.value), "common": common.value}

    def half(self, ns_team: int, ew_team: int) -> List[int]:
        """The boards the NS pair of ns_team played against the EW pair of ew_team."""
        n = _out(ctypes.c_uint32, _lib.bm_matches_half_count, self.handle, ns_team, ew_team)
        return [_out(ctypes.c_uint32, _lib.bm_matches_half_board, self.handle, ns_team, ew_team,
                     i) for i in range(1, n + 1)]

    def report(self, form: str = "text") -> Any:
        """The match report: the text, or the JSON as a dict."""
        return _report(form, _lib.bm_matches_report, self.handle, _form(form))

    def to_text(self) -> str:
        """The match report as text."""
        return self.report("text")

    def to_json(self) -> Dict[str, Any]:
        """The match report as the library's JSON, as a dict."""
        return self.report("json")


class Results(_Handle):
    """The results of a session (Movement.results()), entered play by play or read from a file;
    score() scores them. Boards are numbered as printed; seats are "N", "E", "S", "W"."""
    _free = "bm_results_free"

    def __init__(self, handle: int, movement: "Movement") -> None:
        super().__init__(handle)
        self.movement = movement

    def set_contract(self, round: int, table: int, board: int, contract: str,
                     declarer: str, tricks: int) -> None:
        """Record a contract ("4HX", "PASS", ...), its declarer's seat as played and the tricks."""
        _raise_unless_ok(_lib.bm_results_set_contract(self.handle, round, table, board,
                                                      contract.encode(), _SEATS[declarer],
                                                      tricks))

    def set_score(self, round: int, table: int, board: int, ns_score: int) -> None:
        """Record a score to North-South."""
        _raise_unless_ok(_lib.bm_results_set_score(self.handle, round, table, board, ns_score))

    def set_split(self, round: int, table: int, board: int, ns_score: int, ew_score: int) -> None:
        """Record a split score (a director's ruling)."""
        _raise_unless_ok(_lib.bm_results_set_split(self.handle, round, table, board, ns_score,
                                                   ew_score))

    def set_artificial(self, round: int, table: int, board: int, award: str) -> None:
        """Record an artificial score: "A+", "A", "A-" for both sides, or "NS/EW" ("A+/A-")."""
        _raise_unless_ok(_lib.bm_results_set_artificial(self.handle, round, table, board,
                                                        award.encode()))

    def set_lead(self, round: int, table: int, board: int, lead: str) -> None:
        """Record the opening lead ("H10", "SK") of a play whose contract was played (since
        1.1)."""
        _raise_unless_ok(_lib.bm_results_set_lead(self.handle, round, table, board,
                                                  lead.encode()))

    def set_not_played(self, round: int, table: int, board: int) -> None:
        """Record that a board was not played there."""
        _raise_unless_ok(_lib.bm_results_set_not_played(self.handle, round, table, board))

    def report(self, form: str = "json") -> Any:
        """The results as JSON ("format": "bridgemove-results/1"), as a dict."""
        return _report(form, _lib.bm_results_report, self.handle, _form(form))

    def to_json(self) -> Dict[str, Any]:
        """The results as JSON ("format": "bridgemove-results/1"), as a dict."""
        return self.report("json")

    def score(self, options: "_OptionsArg" = "", **keys: Any) -> "Scoring":
        """Score the results: the option set "score" (an Options or "key=value,...": method
        auto|mp|neuberg|imps|butler, scale, ...), or keyword arguments. A Scoring handle."""
        with _given("score", options, keys) as opt:
            return Scoring(_create(_lib.bm_scoring_new, self.handle, opt))


def score_sections(sections: Sequence["Results"], section: int, options: "_OptionsArg" = "",
                   **keys: Any) -> "Scoring":
    """Score section `section` (1..len(sections)) of several sections' results; across="yes"
    matchpoints every board across the sections (bm_scoring_sections_new(), since 1.1)."""
    handles = (ctypes.c_void_p * max(len(sections), 1))(*[r.handle for r in sections])
    array = ctypes.cast(handles, _OUT)
    with _given("score", options, keys) as opt:
        return Scoring(_create(_lib.bm_scoring_sections_new, array, len(sections), section,
                               opt))


def sections_report(sections: Sequence["Scoring"], form: str = "text",
                    letters: Optional[Sequence[str]] = None) -> Any:
    """Several scored sections (score_sections(), one per section, scored alike) in one report
    (bm_scoring_sections_report(), since 1.1): the text, the JSON as a dict, one HTML page or
    one USEBIO event ("xml") with a SECTION per section; letters default to A, B, ..."""
    handles = (ctypes.c_void_p * max(len(sections), 1))(*[s.handle for s in sections])
    names = None
    if letters is not None and len(letters) != len(sections):
        raise ValueError("%d letters for %d sections" % (len(letters), len(sections)))
    if letters is not None:
        names = (ctypes.c_char_p * max(len(letters), 1))(*[x.encode() for x in letters])
    return _report(form, _lib.bm_scoring_sections_report, ctypes.cast(handles, _OUT),
                   len(sections), ctypes.cast(names, _PS) if names is not None else None,
                   _form(form))


class Scoring(_Handle):
    """A scored session (Results.score()): totals, places, every play's points, the reports."""
    _free = "bm_scoring_free"

    def participant(self, p: int) -> Dict[str, Any]:
        """A participant's totals: {"score", "top", "percent", "boards"}."""
        score, top, percent, boards = ctypes.c_double(), ctypes.c_double(), ctypes.c_double(), \
            ctypes.c_uint32()
        _raise_unless_ok(_lib.bm_scoring_participant(
            ctypes.byref(score), ctypes.byref(top), ctypes.byref(percent), ctypes.byref(boards),
            self.handle, p))
        return {"score": score.value, "top": top.value, "percent": percent.value,
                "boards": boards.value}

    def rank(self, p: int) -> Tuple[int, int]:
        """(place, field): the place (0: absent all session) and 0 (one field), 1 (NS), 2 (EW)."""
        place, field = ctypes.c_uint32(), ctypes.c_uint32()
        _raise_unless_ok(_lib.bm_scoring_rank(ctypes.byref(place), ctypes.byref(field),
                                              self.handle, p))
        return place.value, field.value

    def plays(self, board: int) -> List[Dict[str, Any]]:
        """A board's plays: [{"round", "table", "ns", "ew", "ns_score", "ns_points",
        "ew_points", "scored", "lead"}, ...] ("lead": "" when none was recorded)."""
        result = []
        for i in range(1, _out(ctypes.c_uint32, _lib.bm_scoring_plays, self.handle, board) + 1):
            r, t, ns, ew = (ctypes.c_uint32() for _ in range(4))
            _raise_unless_ok(_lib.bm_scoring_play(*map(ctypes.byref, (r, t, ns, ew)), self.handle,
                                                  board, i))
            score, nsp, ewp, scored = ctypes.c_int32(), ctypes.c_double(), ctypes.c_double(), \
                ctypes.c_int32()
            _raise_unless_ok(_lib.bm_scoring_play_points(
                ctypes.byref(score), ctypes.byref(nsp), ctypes.byref(ewp), ctypes.byref(scored),
                self.handle, board, i))
            lead = ctypes.c_char_p()
            _raise_unless_ok(_lib.bm_scoring_play_lead(ctypes.byref(lead), self.handle, board, i))
            result.append({"round": r.value, "table": t.value, "ns": ns.value, "ew": ew.value,
                           "ns_score": score.value, "ns_points": nsp.value,
                           "ew_points": ewp.value, "scored": bool(scored.value),
                           "lead": (lead.value or b"").decode()})
        return result

    def team(self, team: int) -> Dict[str, Any]:
        """A team's totals: {"vp", "imps", "matches"}."""
        vp, imps_, matches = ctypes.c_double(), ctypes.c_double(), ctypes.c_uint32()
        _raise_unless_ok(_lib.bm_scoring_team(ctypes.byref(vp), ctypes.byref(imps_),
                                              ctypes.byref(matches), self.handle, team))
        return {"vp": vp.value, "imps": imps_.value, "matches": matches.value}

    def report(self, form: str = "text") -> Any:
        """The scored session: the text (travellers and ranking), the JSON as a dict, the
        HTML results page or the USEBIO 1.2 XML ("xml")."""
        return _report(form, _lib.bm_scoring_report, self.handle, _form(form))

    def set_names(self, text: Union[str, bytes], section: Optional[str] = None) -> "Scoring":
        """Names for the reports: CSV lines "number,name,name" (a team: its name, then its
        players), or "letter,number,name,name" giving each line's section; with section
        ("B"), the lines of that section only (a scored section of several). Raises Error
        naming the line and column at fault."""
        data = _bytes(text)
        if section is None:
            _raise_unless_ok(_lib.bm_scoring_names_read(self.handle, data, len(data)))
        else:
            _raise_unless_ok(_lib.bm_scoring_names_read_section(self.handle, section.encode(),
                                                                data, len(data)))
        return self

    def to_text(self) -> str:
        """The scored session as text: travellers and ranking (`bridgemove score`)."""
        return self.report("text")

    def to_json(self) -> Dict[str, Any]:
        """The scored session as the library's JSON, as a dict."""
        return self.report("json")


class Swiss(_Handle):
    """A Swiss event (swiss.h): Swiss.new() or Swiss.read(), results, then next() for each
    round; the leaders meet, nobody meets twice while a round without repeats exists."""
    _free = "bm_swiss_free"

    @classmethod
    def new(cls, event: str, field: int, rounds: int, boards: int, seed: int = 0) -> "Swiss":
        """A new event ("teams" or "pairs") with round 1 made (seed 0: seeded by number)."""
        load()
        return cls(_create(_lib.bm_swiss_new, _EVENT_CODES[event], field, rounds, boards, seed))

    @classmethod
    def new_options(cls, **keys: Any) -> "Swiss":
        """A new event from the keys of the option set "swiss" (teams= or pairs=, rounds=,
        boards=, seed=, method="optimal"|"monrad"|"dutch", stationary="N@T+..."), round 1
        made: Swiss.new_options(teams=23, rounds=7, boards=8, method="dutch")."""
        load()
        with Options(set="swiss", **keys) as opt:
            return cls(_create(_lib.bm_swiss_new_options, opt.handle))

    @classmethod
    def read(cls, text: Union[str, bytes]) -> "Swiss":
        """An event file ("format": "bridgemove-swiss/1")."""
        load()
        data = _bytes(text)
        return cls(_create(_lib.bm_swiss_read, data, len(data)))

    rounds = property(lambda self: int(_lib.bm_swiss_rounds(self.handle)),
                      doc="The rounds made so far.")

    def match(self, round: int, table: int) -> Tuple[int, int]:
        """(home, away) of a table of a round; table 1 is the leaders' match."""
        home, away = _U32(), _U32()
        _raise_unless_ok(_lib.bm_swiss_match(ctypes.byref(home), ctypes.byref(away),
                                             self.handle, round, table))
        return home.value, away.value

    def bye(self, round: int) -> int:
        """The team or pair with the bye of a round (0: none)."""
        return int(_out(_U32, _lib.bm_swiss_bye, self.handle, round))

    def set_result(self, table: int, home: float, away: float) -> None:
        """A match's result in the current round: IMPs (teams) or matchpoints (pairs)."""
        _check(_lib.bm_swiss_set_result(self.handle, table, home, away))

    def read_results(self, text: Union[str, bytes]) -> None:
        """The current round's results ("format": "bridgemove-swiss-results/1")."""
        data = _bytes(text)
        _check(_lib.bm_swiss_results_read(self.handle, data, len(data)))

    def next(self) -> None:
        """Make the next round from the standings."""
        _check(_lib.bm_swiss_next(self.handle))

    def round_movement(self, round: int, copies: int = 0) -> "Movement":
        """A round as a movement (guide, cards, travellers, RoundData, results); copies 0:
        teams one a match, pairs the fewest that relay."""
        return Movement(_create(_lib.bm_swiss_round_movement, self.handle, round, copies))

    def session_results(self, results: "Results") -> None:
        """The current round's results from a session's results keyed by its movement."""
        _check(_lib.bm_swiss_session_results(self.handle, results.handle))

    def standing(self, participant: int) -> Tuple[int, float, float]:
        """(place, score, IMP balance) of a team or pair."""
        place, score, imps = _U32(), _D(), _D()
        _raise_unless_ok(_lib.bm_swiss_standing(ctypes.byref(place), ctypes.byref(score),
                                                ctypes.byref(imps), self.handle, participant))
        return place.value, score.value, imps.value

    def report(self, form: str = "json") -> Any:
        """The event file (json, as a dict) or the current round's draw (text)."""
        return _report(form, _lib.bm_swiss_report, self.handle, _form(form))

    def standings(self, form: str = "json") -> Any:
        """The standings (json, as a dict, or text)."""
        return _report(form, _lib.bm_swiss_standings_report, self.handle, _form(form))


class Sections(_Handle):
    """Several sections on the same boards (A, B, ...), each with its own movement and pair
    numbers; written to and read from Bridgemate RoundData with their letters."""
    _free = "bm_sections_free"

    def __init__(self, handle: Optional[int] = None) -> None:
        super().__init__(handle or _create(load().bm_sections_new))

    @classmethod
    def read(cls, text: Union[str, bytes], hint: Optional[str] = None) -> "Sections":
        """Every section of a text, in the order they first appear: a RoundData file's
        sections under their letters, or any other format's one movement as section A (hint:
        as for Movement.read()). What the reader left out is named in a LossWarning."""
        data = _bytes(text)
        handle, notes = _with_notes(load().bm_sections_read, data, len(data),
                                    hint.encode() if hint else None)
        s = cls(handle)
        try:
            _warn(notes)
        except BaseException:
            s.close()
            raise
        return s

    @classmethod
    def from_rounddata(cls, text: Union[str, bytes]) -> "Sections":
        """Every section of a RoundData CSV, in the order they first appear."""
        return cls.read(text, "rounddata")

    def add(self, movement: "Movement", letter: Optional[str] = None) -> None:
        """Add a copy of a movement as a section (letter None: the next unused one)."""
        _raise_unless_ok(_lib.bm_sections_add(self.handle, movement.handle,
                                              letter.encode() if letter else None))

    def __len__(self) -> int:
        return _lib.bm_sections_count(self.handle)

    def letter(self, section: int) -> str:
        """Section 1..len()'s letter."""
        letter = _lib.bm_sections_letter(self.handle, section)
        if letter is None:
            raise IndexError(section)
        return letter.decode()

    def movement(self, section: int) -> "Movement":
        """A copy of section 1..len()'s movement, as a new Movement."""
        m = _lib.bm_sections_movement(self.handle, section)
        if not m:
            raise IndexError(section)
        return Movement(_create(_lib.bm_movement_copy, m))

    def board_plays(self, section: int, board: int) -> int:
        """How many times a section plays a board (sit-outs not counted)."""
        return _out(ctypes.c_uint32, _lib.bm_sections_board_plays, self.handle, section, board)

    def common_boards(self) -> int:
        """How many boards every section plays."""
        return _out(ctypes.c_uint32, _lib.bm_sections_common_boards, self.handle)

    def write(self, format: str = "rounddata", options: "_OptionsArg" = None,
              **keys: Any) -> str:
        """Every section in a format that holds them (RoundData; a single section in any
        format). options: the option set "exchange" (partial_switches). What the format cannot
        hold is named in a LossWarning, each section's losses by letter."""
        ptr, notes = _write(_lib.bm_sections_write, self.handle, format, options, keys)
        text = _take_string(ptr)
        _warn(notes)
        return text

    def to_rounddata(self, partial_switches: Optional[str] = None) -> str:
        """Every section as one RoundData CSV (see Movement.to_rounddata())."""
        return self.write("rounddata", partial_switches=partial_switches)

    def report(self, form: str = "text") -> Any:
        """The analysis of every section and of the boards they have in common (`bridgemove
        analyse` on several sections): the text, or the JSON as a dict."""
        return _report(form, _lib.bm_analysis_sections_report, self.handle, _form(form))

    def to_text(self) -> str:
        """The analysis of every section as text."""
        return self.report("text")

    def to_json(self) -> Dict[str, Any]:
        """The analysis of every section as the library's JSON, as a dict."""
        return self.report("json")
