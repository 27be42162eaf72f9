/* SPDX-License-Identifier: MIT */
/* Bad input is normal input: malformed spec strings, grid texts and JSON documents each get the
 * right status and a message that says where (line/column or field) and what is wrong; movements
 * that are well formed but break the hard rules load and the rule check reports them; and a
 * whole build + check + write + read cycle fails cleanly at every allocation. */
#define BM_FAULT_INJECTION 1
#include "model/model.h"
#include "util/alloc.h"
#include "format-util.h"

enum kind { SPEC_PARSE, SPEC_BUILD, TEXT, JSON };

struct bad {
    enum kind kind;
    const char *input;
    size_t len; /* 0: strlen(input) */
    enum bm_status status;
    const char *message; /* a substring the message must contain */
};

#define HEAD "{\"format\": \"bridgemove/1\", \"event\": \"pairs\", \"tables\": 1, \"rounds\": 1, " \
             "\"sets\": 1, \"participants\": 2"
#define CELL "[[{\"ns\": 1, \"ew\": 2, \"set\": 1}]]"
#define GRID ", \"grid\": " CELL
#define TEAMS_HEAD "{\"format\": \"bridgemove/1\", \"event\": \"teams\", \"tables\": 1, " \
                   "\"rounds\": 1, \"sets\": 1, \"participants\": 2" GRID

static const struct bad cases[] = {
    /* spec strings */
    {SPEC_PARSE, "", 0, BM_EPARSE, "column 1: expected FAMILY"},
    {SPEC_PARSE, "mitchel:tables=7", 0, BM_EPARSE, "column 1: unknown option set or movement family 'mitchel' (did you mean mitchell?); the families: mitchell,"},
    {SPEC_PARSE, "mitchell:tables=7,foo=1", 0, BM_EPARSE, "column 19: unknown key 'foo'"},
    {SPEC_PARSE, "mitchell:tables=7,tables=8", 0, BM_EPARSE, "key 'tables' given twice"},
    {SPEC_PARSE, "mitchell:tables=", 0, BM_EPARSE, "column 10"},
    {SPEC_PARSE, "mitchell:=7", 0, BM_EPARSE, "column 10: no key before '='"},
    {SPEC_PARSE, "mitchell:tables=7,", 0, BM_EPARSE, "column 19: an empty item"},
    {SPEC_PARSE, "mitchell tables=7", 0, BM_EPARSE, "column 1"},
    {SPEC_BUILD, "mitchell:tables=x", 0, BM_EPARSE,
     "tables must be a whole number 3..1000 for mitchell; got x"},
    {SPEC_BUILD, "mitchell:tables=-3", 0, BM_EPARSE, "got -3"},
    {SPEC_BUILD, "mitchell:tables=99999999999", 0, BM_ERANGE, "tables must be 3..1000"},
    {SPEC_BUILD, "mitchell:tables=7,variant=bogus", 0, BM_EPARSE,
     "variant must be standard, skip, relay or crisscross for mitchell; got bogus"},
    {SPEC_BUILD, "mitchell:tables=7,rounds=8", 0, BM_ERANGE,
     "rounds must be 1..7 for mitchell with 7 tables; got 8"},
    {SPEC_BUILD, "mitchell:tables=7,phantom=99ns", 0, BM_EPARSE, "phantom=99ns"},
    {SPEC_BUILD, "mitchell:tables=7,phantom=7ew@9", 0, BM_EPARSE, "round after @ must be 1..7"},
    {SPEC_BUILD, "mitchell:tables=7,boards=0", 0, BM_ERANGE,
     "boards must be 1..256 for mitchell; got 0"},
    {SPEC_BUILD, "mitchell", 0, BM_EUNSUPPORTED, "mitchell needs tables=N"},

    /* grid text */
    {TEXT, "", 0, BM_EPARSE, "line 1, column 1: no round lines"},
    {TEXT, "# only a comment\n", 0, BM_EPARSE, "no round lines"},
    {TEXT, "hello", 0, BM_EPARSE, "line 1, column 1: expected a round line"},
    {TEXT, "1 A 2", 0, BM_EPARSE, "line 1, column 1: expected a round line"},
    {TEXT, "2: 1 A 2", 0, BM_EPARSE, "line 1, column 1: round 2 where round 1 was expected"},
    {TEXT, "1: 1 A 2\n1: 1 B 2", 0, BM_EPARSE, "line 2, column 1: round 1 where round 2"},
    {TEXT, "1: 1 A 2 | 3 B 4\n2: 1 B 2", 0, BM_EPARSE,
     "line 2, column 9: round 2 has 1 tables, expected 2 as round 1 (line 1)"},
    {TEXT, "1: 1 A 2\n2: 1 B 2 | 3 A 4", 0, BM_EPARSE,
     "line 2, column 10: round 2 has more tables than the 1 of round 1 (line 1)"},
    {TEXT, "1: 1 A", 0, BM_EPARSE, "line 1, column 7: table 1 has 2 fields, expected 3"},
    {TEXT, "1: 1 A 2 |", 0, BM_EPARSE, "table 2 has 0 fields"},
    {TEXT, "1: 1 A 2 3", 0, BM_EPARSE, "line 1, column 10: table 1 has more than 3 fields"},
    {TEXT, "1: 1 a 2", 0, BM_EPARSE, "line 1, column 6: 'a' is not a board set"},
    {TEXT, "1: x A 2", 0, BM_EPARSE, "line 1, column 4: 'x' is not a number"},
    {TEXT, "1: 0 A 2", 0, BM_EPARSE, "line 1, column 4: 0 is out of range 1..16384"},
    {TEXT, "1: 1 A 99999", 0, BM_EPARSE, "column 8: 99999 is out of range"},
    {TEXT, "1: 1 A 2x", 0, BM_EPARSE, "column 9: unexpected 'x' after the number"},
    {TEXT, "# participants: 3\n1: 1 A 4", 0, BM_EPARSE,
     "line 2, column 8: participant 4 is beyond the 3 of '# participants:' (line 1)"},
    {TEXT, "# sets: 2\n1: 1 C 2", 0, BM_EPARSE, "line 2, column 6: set C (3) is beyond the 2"},
    {TEXT, "1: 1 ZZZZZ 2", 0, BM_EPARSE, "is beyond the largest set 16384"},
    {TEXT, "1: 1 A/0 2", 0, BM_EPARSE, "column 9: expected a copy number 1..4096"},
    {TEXT, "1: 1 A>0 2", 0, BM_EPARSE, "column 8: expected a board position"},
    {TEXT, "1: 1 A>2 2", 0, BM_EPARSE, "column 8: board position 2 is beyond the 1 boards"},
    {TEXT, "1: 1 A*2 2", 0, BM_EPARSE, "column 8: switched position 2 is beyond the 1 boards"},
    {TEXT, "1: 1 A*1,1 2", 0, BM_EPARSE, "column 10: switched position 1 is listed twice"},
    {TEXT, "1: 1 A*1, 2", 0, BM_EPARSE, "column 10: expected a board position after ','"},
    {TEXT, "1: 1 A*1;2 2", 0, BM_EPARSE, "column 9: expected ',' between switched positions"},
    {TEXT, "1: 1 -*1 2", 0, BM_EPARSE, "a cell without a set"},
    {TEXT, "1: 1 A*1/2 2", 0, BM_EPARSE, "column 9: expected ',' between"},
    {TEXT, "1: 1 A?2 2", 0, BM_EPARSE, "column 7: unexpected '?' in the set token"},
    {TEXT, "# event: bridge\n1: 1 A 2", 0, BM_EPARSE, "line 1, column 10: unknown event 'bridge'"},
    {TEXT, "# event: individual\n1: 1 A 2", 0, BM_EPARSE,
     "line 2, column 9: table 1 has 3 fields, expected 5 (N S SET E W)"},
    {TEXT, "# tables: x\n1: 1 A 2", 0, BM_EPARSE, "line 1, column 11: 'x' is not a number"},
    {TEXT, "# rounds: 2\n1: 1 A 2", 0, BM_EPARSE, "'# rounds: 2' but the text has 1 round"},
    {TEXT, "# tables: 2\n1: 1 A 2", 0, BM_EPARSE,
     "line 2, column 9: round 1 has 1 tables, expected 2 as '# tables:' (line 1)"},
    {TEXT, "# name: a\n# name: b\n1: 1 A 2", 0, BM_EPARSE,
     "line 2, column 3: header 'name' given twice (first on line 1)"},
    {TEXT, "1: 1 A 2\n# phantoms: 3", 0, BM_EPARSE, "line 2, column 13: 3 is out of range 1..2"},
    {TEXT, "# phantoms: 1@2\n1: 1 A 2", 0, BM_EPARSE, "out of range 1..1 (the round after '@')"},
    {TEXT, "# phantoms: 1@\n1: 1 A 2", 0, BM_EPARSE, "expected the round after '@'"},
    {TEXT, "# phantoms: 1 1\n1: 1 A 2", 0, BM_EPARSE, "participant 1 is listed twice"},
    {TEXT, "# teams: 1+2\n1: 1 A 2", 0, BM_EPARSE, "only a teams event has teams"},
    {TEXT, "# event: teams\n# teams: 1+2 2\n1: 1 A 2", 0, BM_EPARSE,
     "line 2, column 14: pair 2 is already in team 1"},
    {TEXT, "# event: teams\n# teams: 1+\n1: 1 A 2", 0, BM_EPARSE, "expected a pair number"},
    {TEXT, "# set_sizes: 1 2\n1: 1 A 2", 0, BM_EPARSE, "lists more than 1 sizes"},
    {TEXT, "# sets: 2\n# set_sizes: 1\n1: 1 A 2", 0, BM_EPARSE, "lists 1 sizes, expected 2"},
    {TEXT, "# boards_per_set: 0\n1: 1 A 2", 0, BM_EPARSE, "0 is out of range 1..256"},
    {TEXT, "# first_board: 0\n1: 1 A 2", 0, BM_EPARSE, "0 is out of range 1..1000000"},
    {TEXT, "1: 1 A 2\0", 9, BM_EPARSE, "line 1, column 9: NUL byte"},
    {TEXT, "# name: caf\xe9\n1: 1 A 2", 0, BM_EPARSE, "line 1, column 12: invalid UTF-8 in the name"},
    {TEXT, "# spec: a\rb\n1: 1 A 2", 0, BM_EPARSE, "line 1, column 10: a carriage return (CR) inside a line"},
    {TEXT, "# spec: a\x01" "b\n1: 1 A 2", 0, BM_EPARSE, "line 1, column 10: control character 0x01 in the spec"},

    /* JSON: syntax */
    {JSON, "", 0, BM_EPARSE, "line 1, column 1: expected a JSON value"},
    {JSON, "{", 0, BM_EPARSE, "line 1, column 2: expected a string key"},
    {JSON, "[1, 2", 0, BM_EPARSE, "line 1, column 6: expected ',' or ']'"},
    {JSON, "{\"format\": \"bridgemove/1\"", 0, BM_EPARSE, "column 26: expected ',' or '}'"},
    {JSON, "nul", 0, BM_EPARSE, "line 1, column 1: expected a JSON value"},
    {JSON, "{} x", 0, BM_EPARSE, "line 1, column 4: unexpected 'x' after the JSON value"},
    {JSON, "{\"a\": 01}", 0, BM_EPARSE, "column 8: expected ',' or '}'"},
    {JSON, "{\"a\": 1.}", 0, BM_EPARSE, "column 9: a digit must follow the decimal point"},
    {JSON, "{\"a\": 1e}", 0, BM_EPARSE, "a digit must follow the exponent"},
    {JSON, "{\"a\": -}", 0, BM_EPARSE, "column 7: a number needs a digit after '-'"},
    {JSON, "{\"a\": \"\\x\"}", 0, BM_EPARSE, "column 8: unknown escape '\\x'"},
    {JSON, "{\"a\": \"\\ud800\"}", 0, BM_EPARSE, "must be followed by a low surrogate"},
    {JSON, "{\"a\": \"\\udc00\"}", 0, BM_EPARSE, "lone low surrogate"},
    {JSON, "{\"a\": \"\\u12g4\"}", 0, BM_EPARSE, "four hexadecimal digits"},
    {JSON, "{\"a\": \"\\u0000\"}", 0, BM_EPARSE, "\\u0000 is not allowed"},
    {JSON, "{\"a\": \"tab\there\"}", 0, BM_EPARSE, "column 11: control character 0x09"},
    {JSON, "{\"a\": \"\xff\"}", 0, BM_EPARSE, "column 8: invalid UTF-8"},
    {JSON, "{\"a\": \"\xed\xa0\x80\"}", 0, BM_EPARSE, "invalid UTF-8"},
    {JSON, "{\"a\": \"\xc0\xaf\"}", 0, BM_EPARSE, "invalid UTF-8"},
    {JSON, "{\"a\": \"abc", 0, BM_EPARSE, "column 7: unterminated string"},
    {JSON, "{\"a\" 1}", 0, BM_EPARSE, "column 6: expected ':'"},
    {JSON, "{\"a\": tru}", 0, BM_EPARSE, "column 7: expected a JSON value"},
    {JSON, "{\"a\": [1,]}", 0, BM_EPARSE, "column 10: expected a JSON value"},
    {JSON, "{\"a\": 1,}", 0, BM_EPARSE, "column 9: expected a string key"},
    {JSON, "{\n  \"a\": [\n    1 2]}", 0, BM_EPARSE, "line 3, column 7: expected ',' or ']'"},
    {JSON, "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]", 0,
     BM_EPARSE, "nesting deeper than 32 levels"},
    {JSON, "{\"a\": 1}\0", 9, BM_EPARSE, "column 9: unexpected byte 0x00"},

    /* JSON: the model */
    {JSON, "[]", 0, BM_EPARSE, "top level: expected a JSON object, found an array"},
    {JSON, "{\"event\": \"pairs\"}", 0, BM_EPARSE, "missing key \"format\""},
    {JSON, "{\"format\": \"bridgemove/2\"}", 0, BM_EPARSE,
     "format: unknown format \"bridgemove/2\" (this reader knows \"bridgemove/1\")"},
    {JSON, "{\"format\": 1}", 0, BM_EPARSE, "format: expected a string, found a number"},
    {JSON, HEAD GRID ", \"requires\": [\"stand-flow\"]}", 0, BM_EPARSE,
     "requires[0]: unknown requirement \"stand-flow\""},
    {JSON, HEAD GRID ", \"requires\": \"x\"}", 0, BM_EPARSE, "requires: expected an array"},
    {JSON, HEAD GRID ", \"requires\": [1]}", 0, BM_EPARSE, "requires[0]: expected a string"},
    {JSON, "{\"format\": \"bridgemove/1\", \"event\": \"pair\"}", 0, BM_EPARSE,
     "event: unknown event \"pair\""},
    {JSON, "{\"format\": \"bridgemove/1\", \"event\": \"pairs\", \"rounds\": 1}", 0, BM_EPARSE,
     "missing key \"tables\""},
    {JSON, "{\"format\": \"bridgemove/1\", \"event\": \"pairs\", \"tables\": \"7\"}", 0, BM_EPARSE,
     "tables: expected an integer, found a string (line 1, column 56)"},
    {JSON, "{\"format\": \"bridgemove/1\", \"event\": \"pairs\", \"tables\": 0}", 0, BM_EPARSE,
     "tables: 0 is out of range 1..4096"},
    {JSON, "{\"format\": \"bridgemove/1\", \"event\": \"pairs\", \"tables\": 1.5}", 0, BM_EPARSE,
     "tables: 1.5 is not an integer"},
    {JSON, "{\"format\": \"bridgemove/1\", \"event\": \"pairs\", \"tables\": 1e2}", 0, BM_EPARSE,
     "tables: 1e2 is not an integer"},
    {JSON, "{\"format\": \"bridgemove/1\", \"event\": \"pairs\", \"tables\": -3}", 0, BM_EPARSE,
     "tables: -3 is out of range 1..4096"},
    {JSON, "{\"format\": \"bridgemove/1\", \"event\": \"pairs\", \"tables\": 1, \"tables\": 2}", 0,
     BM_EPARSE, "key \"tables\" appears twice"},
    {JSON, "{\"format\": \"bridgemove/1\", \"event\": \"pairs\", \"tables\": 1, \"rounds\": 1, "
           "\"sets\": 1, \"participants\": 99999999999999999999999999}", 0, BM_EPARSE,
     "participants: 999999999999999999999999... is out of range 1..16384"},
    {JSON, HEAD ", \"boards_per_set\": 0" GRID "}", 0, BM_EPARSE,
     "boards_per_set: 0 is out of range 1..256"},
    {JSON, HEAD "}", 0, BM_EPARSE, "top level: missing key \"grid\""},
    {JSON, HEAD ", \"grid\": {}}", 0, BM_EPARSE, "grid: expected an array, found an object"},
    {JSON, HEAD ", \"grid\": [[null], [null]]}", 0, BM_EPARSE,
     "grid: has 2 entries, expected 1 (one row per round)"},
    {JSON, HEAD ", \"grid\": [[null, null]]}", 0, BM_EPARSE,
     "grid[0]: has 2 entries, expected 1 (one cell per table)"},
    {JSON, HEAD ", \"grid\": [null]}", 0, BM_EPARSE, "grid[0]: expected an array, found null"},
    {JSON, HEAD ", \"grid\": [[7]]}", 0, BM_EPARSE,
     "grid[0][0]: expected a cell object or null (idle table), found a number"},
    {JSON, HEAD ", \"grid\": [[{\"ns\": 1, \"ew\": 3, \"set\": 1}]]}", 0, BM_EPARSE,
     "grid[0][0].ew: 3 is out of range 0..2"},
    {JSON, HEAD ", \"grid\": [[{\"ew\": 2, \"set\": 1}]]}", 0, BM_EPARSE,
     "grid[0][0]: missing key \"ns\""},
    {JSON, HEAD ", \"grid\": [[{\"n\": 1, \"s\": 2, \"e\": 0, \"w\": 0, \"set\": 1}]]}", 0,
     BM_EPARSE, "grid[0][0]: missing key \"ns\""},
    {JSON, HEAD ", \"grid\": [[{\"ns\": 1, \"ew\": 2}]]}", 0, BM_EPARSE,
     "grid[0][0]: missing key \"set\""},
    {JSON, HEAD ", \"grid\": [[{\"ns\": 1, \"ew\": 2, \"set\": 2}]]}", 0, BM_EPARSE,
     "grid[0][0].set: 2 is out of range 0..1"},
    {JSON, HEAD ", \"grid\": [[{\"ns\": 1, \"ew\": 2, \"set\": true}]]}", 0, BM_EPARSE,
     "grid[0][0].set: expected an integer, found a boolean"},
    {JSON, HEAD ", \"grid\": [[{\"ns\": 1, \"ew\": 2, \"set\": 1, \"copy\": 0}]]}", 0, BM_EPARSE,
     "grid[0][0].copy: 0 is out of range 1..4096"},
    {JSON, HEAD ", \"grid\": [[{\"ns\": 1, \"ew\": 2, \"set\": 1, \"switch\": [2]}]]}", 0,
     BM_EPARSE, "grid[0][0].switch[0]: 2 is out of range 1..1"},
    {JSON, HEAD ", \"grid\": [[{\"ns\": 1, \"ew\": 2, \"set\": 1, \"switch\": [1, 1]}]]}", 0,
     BM_EPARSE, "grid[0][0].switch[1]: position 1 is listed twice"},
    {JSON, HEAD ", \"grid\": [[{\"ns\": 1, \"ew\": 2, \"set\": 0, \"switch\": [1]}]]}", 0,
     BM_EPARSE, "grid[0][0].switch[0]: a cell without a set"},
    {JSON, HEAD ", \"grid\": [[{\"ns\": 1, \"ew\": 2, \"set\": 1, \"switch\": 1}]]}", 0,
     BM_EPARSE, "grid[0][0].switch: expected an array"},
    {JSON, HEAD ", \"grid\": [[{\"ns\": 1, \"ew\": 2, \"set\": 1, \"first\": 2}]]}", 0,
     BM_EPARSE, "grid[0][0].first: 2 is out of range 0..1"},
    {JSON, HEAD ", \"first_board\": 0" GRID "}", 0, BM_EPARSE,
     "first_board: 0 is out of range 1..1000000"},
    {JSON, HEAD ", \"set_sizes\": [1, 2]" GRID "}", 0, BM_EPARSE,
     "set_sizes: has 2 entries, expected 1 (one per set)"},
    {JSON, HEAD ", \"set_sizes\": [0]" GRID "}", 0, BM_EPARSE,
     "set_sizes[0]: 0 is out of range 1..256"},
    {JSON, HEAD GRID ", \"phantoms\": [[3]]}", 0, BM_EPARSE,
     "phantoms[0][0]: 3 is out of range 1..2"},
    {JSON, HEAD GRID ", \"phantoms\": [[1, 2]]}", 0, BM_EPARSE,
     "phantoms[0][1]: 2 is out of range 1..1"},
    {JSON, HEAD GRID ", \"phantoms\": [1]}", 0, BM_EPARSE,
     "phantoms[0]: expected [participant] or [participant, from_round]"},
    {JSON, HEAD GRID ", \"phantoms\": [[1], [1]]}", 0, BM_EPARSE,
     "phantoms[1]: participant 1 is listed twice"},
    {JSON, HEAD GRID ", \"teams\": [[1, 2]]}", 0, BM_EPARSE, "teams: only a teams event"},
    {JSON, TEAMS_HEAD ", \"teams\": [[1], [1]]}", 0, BM_EPARSE,
     "teams[1][0]: pair 1 is already in team 1"},
    {JSON, TEAMS_HEAD ", \"teams\": [1]}", 0, BM_EPARSE, "teams[0]: expected an array of pairs"},
    {JSON, HEAD GRID ", \"stands\": [{\"id\": 2, \"after_table\": 1}]}", 0, BM_EPARSE,
     "stands[0].id: is 2, expected 1"},
    {JSON, HEAD GRID ", \"stands\": [{\"name\": \"x\"}]}", 0, BM_EPARSE,
     "stands[0]: missing key \"after_table\""},
    {JSON, HEAD GRID ", \"stands\": [{\"after_table\": 2}]}", 0, BM_EPARSE,
     "stands[0].after_table: 2 is out of range 1..1"},
    {JSON, HEAD GRID ", \"stands\": [{\"after_table\": 1, \"name\": 3}]}", 0, BM_EPARSE,
     "stands[0].name: expected a string"},
    {JSON, HEAD GRID ", \"stands\": [{\"after_table\": 1}], \"stand_contents\": []}", 0,
     BM_EPARSE, "stand_contents: has 0 entries, expected 1 (one entry per round)"},
    {JSON, HEAD GRID ", \"stand_contents\": [[[]]]}", 0, BM_EPARSE,
     "stand_contents[0]: has 1 entries, expected 0 (one queue per stand)"},
    {JSON, HEAD GRID ", \"stands\": [{\"after_table\": 1}], \"stand_contents\": [[[[1]]]]}", 0,
     BM_EPARSE, "stand_contents[0][0][0]: expected a [set, copy] pair"},
    {JSON, HEAD GRID ", \"stands\": [{\"after_table\": 1}], \"stand_contents\": [[[[5, 1]]]]}", 0,
     BM_EPARSE, "stand_contents[0][0][0][0]: 5 is out of range 1..1"},
    {JSON, HEAD GRID ", \"name\": 5}", 0, BM_EPARSE, "name: expected a string, found a number"},
    {JSON, HEAD GRID ", \"spec\": null}", 0, BM_EPARSE, "spec: expected a string, found null"},
};

static void run_case(const struct bad *c)
{
    enum bm_status st = BM_OK;
    size_t len = c->len ? c->len : strlen(c->input);
    static int sentinel; /* a failed call must reset its out-parameter */
    struct bm_movement *m = (struct bm_movement *)&sentinel;
    struct bm_options *spec = (struct bm_options *)&sentinel;
    test_clear_error();
    switch (c->kind) {
    case SPEC_PARSE:
        st = bm_options_parse(&spec, NULL, c->input);
        CHECK(spec == NULL);
        break;
    case SPEC_BUILD:
        st = bm_build_string(&m, c->input);
        CHECK(m == NULL);
        break;
    case TEXT:
        st = bm_movement_read(&m, c->input, len, "text", NULL);
        CHECK(m == NULL);
        break;
    case JSON:
        st = bm_movement_read(&m, c->input, len, "json", NULL);
        CHECK(m == NULL);
        break;
    }
    int found = bm_last_error()[0] && strstr(bm_last_error(), c->message) != NULL;
    if (st != c->status || !found)
        fprintf(stderr, "bad input [%.60s]: status %d (want %d), message \"%s\" (want \"%s\")\n",
                c->input, (int)st, (int)c->status, bm_last_error(), c->message);
    CHECK_EQ(st, c->status);
    CHECK(found);
}

static void test_bad_inputs(void)
{
    size_t n = sizeof cases / sizeof cases[0];
    unsigned per_kind[4] = {0};
    for (size_t i = 0; i < n; i++) {
        run_case(&cases[i]);
        per_kind[cases[i].kind]++;
    }
    printf("bad inputs: %u spec, %u grid text, %u JSON\n", per_kind[SPEC_PARSE] + per_kind[SPEC_BUILD],
           per_kind[TEXT], per_kind[JSON]);
    CHECK(n >= 50);
}

/* Every prefix of a valid document is either valid or rejected with a message: never a crash,
 * never a movement from a truncated JSON file. */
static void test_truncations(void)
{
    size_t len;
    char *json = ref_slurp(REF("web-t6-d5.json"), &len);
    unsigned rejected = 0;
    for (size_t n = 0; n < len; n++) {
        struct bm_movement *m = NULL;
        enum bm_status st = bm_movement_read(&m, json, n, "json", NULL);
        rejected += st == BM_EPARSE && m == NULL && bm_last_error()[0];
        bm_movement_free(m);
    }
    CHECK_EQ(rejected, len);
    free(json);
    char *text = ref_slurp(REF("table-V.txt"), &len);
    unsigned ok = 0;
    for (size_t n = 0; n < len; n++) {
        struct bm_movement *m = NULL;
        enum bm_status st = bm_movement_read(&m, text, n, "text", NULL);
        ok += (st == BM_OK && m) || (st == BM_EPARSE && !m && bm_last_error()[0]);
        bm_movement_free(m);
    }
    CHECK_EQ(ok, len);
    free(text);
}

static int rule_holds(const struct bm_check *c, enum bm_rule rule)
{
    int holds = -1;
    CHECK_EQ(bm_check_holds(&holds, c, rule), BM_OK);
    return holds;
}

/* Well-formed movements that break rules 1A, 1B or 2 load from both formats, and the check
 * says they cannot be played. */
static void test_rule_breakers(void)
{
    static const struct {
        const char *json, *text;
        enum bm_rule broken;
    } breakers[] = {
        /* pair 1 sits at both tables in round 1 (1B) */
        {"{\"format\": \"bridgemove/1\", \"event\": \"pairs\", \"tables\": 2, \"rounds\": 1, "
         "\"sets\": 2, \"participants\": 4, \"grid\": [[{\"ns\": 1, \"ew\": 3, \"set\": 1}, "
         "{\"ns\": 1, \"ew\": 4, \"set\": 2}]]}",
         "1: 1 A 3 | 1 B 4\n", BM_RULE_1B},
        /* stationary pair 1 plays set A twice (1A) */
        {"{\"format\": \"bridgemove/1\", \"event\": \"pairs\", \"tables\": 2, \"rounds\": 2, "
         "\"sets\": 2, \"participants\": 4, \"grid\": [[{\"ns\": 1, \"ew\": 3, \"set\": 1}, "
         "{\"ns\": 2, \"ew\": 4, \"set\": 2}], [{\"ns\": 1, \"ew\": 4, \"set\": 1}, "
         "{\"ns\": 2, \"ew\": 3, \"set\": 2}]]}",
         "1: 1 A 3 | 2 B 4\n2: 1 A 4 | 2 B 3\n", BM_RULE_1A},
        /* moving pair 3 plays set A twice (2) */
        {"{\"format\": \"bridgemove/1\", \"event\": \"pairs\", \"tables\": 2, \"rounds\": 2, "
         "\"sets\": 2, \"participants\": 4, \"grid\": [[{\"ns\": 1, \"ew\": 3, \"set\": 1}, "
         "{\"ns\": 2, \"ew\": 4, \"set\": 2}], [{\"ns\": 1, \"ew\": 4, \"set\": 2}, "
         "{\"ns\": 2, \"ew\": 3, \"set\": 1}]]}",
         "1: 1 A 3 | 2 B 4\n2: 1 B 4 | 2 A 3\n", BM_RULE_2},
    };
    for (size_t i = 0; i < sizeof breakers / sizeof breakers[0]; i++) {
        struct bm_movement *a = NULL, *b = NULL;
        struct bm_check *ca = NULL, *cb = NULL;
        CHECK_EQ(bm_movement_read(&a, breakers[i].json, strlen(breakers[i].json), "json", NULL), BM_OK);
        CHECK_EQ(bm_movement_read(&b, breakers[i].text, strlen(breakers[i].text), "text", NULL), BM_OK);
        CHECK(movements_equal(a, b));
        CHECK_EQ(bm_check_new(&ca, a), BM_OK);
        CHECK_EQ(bm_check_new(&cb, b), BM_OK);
        CHECK_EQ(bm_check_playable(ca), 0);
        CHECK_EQ(bm_check_playable(cb), 0);
        CHECK_EQ(rule_holds(ca, breakers[i].broken), 0);
        bm_check_free(ca);
        bm_check_free(cb);
        bm_movement_free(a);
        bm_movement_free(b);
    }
}

/* One cycle: build, check, JSON out and in, text out and in. Returns the first failing status;
 * every output of a failed call must be NULL. */
static enum bm_status cycle(const char *spec)
{
    struct bm_movement *m = NULL, *j = NULL, *t = NULL;
    struct bm_check *c = NULL;
    char *json = NULL, *text = NULL;
    enum bm_status st = bm_build_string(&m, spec);
    CHECK(st || m);
    CHECK(!st || !m);
    if (!st) {
        st = bm_check_new(&c, m);
        CHECK(!st || !c);
    }
    if (!st) {
        st = bm_movement_write(&json, m, BM_FORMAT_JSON, NULL, NULL);
        CHECK(!st || !json);
    }
    if (!st) {
        st = bm_movement_read(&j, json, strlen(json), "json", NULL);
        CHECK(!st || !j);
    }
    if (!st) {
        st = bm_movement_write(&text, j, BM_FORMAT_TEXT, NULL, NULL);
        CHECK(!st || !text);
    }
    if (!st) {
        st = bm_movement_read(&t, text, strlen(text), "text", NULL);
        CHECK(!st || !t);
    }
    if (!st)
        CHECK(movements_equal(m, j));
    bm_free(json);
    bm_free(text);
    bm_check_free(c);
    bm_movement_free(m);
    bm_movement_free(j);
    bm_movement_free(t);
    return st;
}

static void test_allocation_failures(const char *spec)
{
    unsigned long n;
    unsigned enomem = 0, other = 0;
    for (n = 1; n < 100000; n++) {
        bm_test_fail_alloc_at(n);
        enum bm_status st = cycle(spec);
        bm_test_fail_alloc_at(0);
        if (st == BM_OK)
            break;
        if (st == BM_ENOMEM)
            enomem++;
        else
            other++;
    }
    printf("%s: the cycle succeeds from allocation %lu on; %u failures all BM_ENOMEM\n", spec, n,
           enomem);
    CHECK(n > 10);
    CHECK(n < 100000);
    CHECK_EQ(other, 0);
    CHECK_EQ(enomem, n - 1);
}

/* The readers alone, on inputs that reach every allocation they make: escaped keys and
 * strings, set sizes that grow the switch storage, stands and their queues, headers. */
static void test_reader_allocation_failures(void)
{
    size_t len;
    char *web = ref_slurp(REF("web-t6-d5.json"), &len);
    const char *json =
        "{\"form\\u0061t\": \"bridgemove/1\", \"event\": \"teams\", \"tables\": 2, "
        "\"rounds\": 1, \"sets\": 2, \"participants\": 4, \"set_sizes\": [1, 9], "
        "\"name\": \"caf\\u00e9\", \"spec\": \"s\", \"generator\": \"g\", "
        "\"teams\": [[1, 3], [2, 4]], \"phantoms\": [[4]], \"grid\": [[{\"ns\": 1, "
        "\"ew\": 3, \"set\": 2, \"switch\": [9]}, null]]}";
    const char *text = "# name: x\n# spec: s\n# generator: g\n# sets: 2\n# set_sizes: 1 9\n"
                       "# event: teams\n# participants: 4\n# teams: 1+3 2+4\n1: 1 B*9 3 | -\n";
    const struct {
        const char *input;
        size_t len;
        int is_json;
    } inputs[] = {{web, len, 1}, {json, strlen(json), 1}, {text, strlen(text), 0}};
    for (size_t i = 0; i < sizeof inputs / sizeof inputs[0]; i++) {
        unsigned long n;
        unsigned bad = 0;
        for (n = 1; n < 10000; n++) {
            struct bm_movement *m = NULL;
            bm_test_fail_alloc_at(n);
            enum bm_status st = inputs[i].is_json
                                    ? bm_movement_read(&m, inputs[i].input, inputs[i].len, "json", NULL)
                                    : bm_movement_read(&m, inputs[i].input, inputs[i].len, "text", NULL);
            bm_test_fail_alloc_at(0);
            if (st == BM_OK) {
                bm_movement_free(m);
                break;
            }
            bad += st != BM_ENOMEM || m != NULL || strcmp(bm_last_error(), "out of memory") != 0;
        }
        printf("reader input %zu: succeeds from allocation %lu on\n", i, n);
        CHECK(n > 3);
        CHECK(n < 10000);
        CHECK_EQ(bad, 0);
    }
    free(web);
}

int main(void)
{
    RUN(test_bad_inputs());
    RUN(test_truncations());
    RUN(test_rule_breakers());
    RUN(test_reader_allocation_failures());
    RUN(test_allocation_failures("mitchell:tables=5"));
    RUN(test_allocation_failures("mitchell:tables=8,variant=relay,rounds=3,phantom=8ew,boards=2"));
    return test_report();
}
