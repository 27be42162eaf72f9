/* SPDX-License-Identifier: MIT */
/* The guide: where pairs and boards go next, who sits out, pair, table and stand cards, the
 * description and the JSON guide. Exact cards for Tables I, IIa, IIb and VI of the movements article and a
 * phantom half table; the description of every Mitchell 3..30 tables in every variant (and of
 * the relay ones without their stand); following the next-seat and next-boards answers from
 * round 1 rebuilds every grid and every set's path; every family on main and every reference
 * table followed and described; bad arguments; allocation failures. */
#include <bridgemove/bridgemove.h>

#include "model/model.h"
#include "util/alloc.h"
#include "format-util.h"
#include "test.h"
#include "test-build.h"

/* The guide text of one kind ('d' description, 'p' pair card, 't' table card), or NULL. */
static char *guide_text(const struct bm_movement *m, char kind, unsigned number)
{
    char *s = NULL;
    enum bm_status st = kind == 'd'   ? bm_guide_report(&s, m, BM_GUIDE_DESCRIPTION, 0, BM_FORM_TEXT)
                        : kind == 'p' ? bm_guide_report(&s, m, BM_GUIDE_PAIR, number, BM_FORM_TEXT)
                                      : bm_guide_report(&s, m, BM_GUIDE_TABLE, number, BM_FORM_TEXT);
    CHECK_EQ(st, BM_OK);
    return s;
}

static void check_text(const struct bm_movement *m, char kind, unsigned number,
                       const char *expected)
{
    char *s = guide_text(m, kind, number);
    CHECK_STR(s, expected);
    bm_free(s);
}

/* ---- a small JSON syntax check (RFC 8259 grammar; the library's reader takes movements only) ---- */

static const char *json_value(const char *p, int depth);

static const char *json_ws(const char *p)
{
    while (*p == ' ' || *p == '\n' || *p == '\t' || *p == '\r')
        p++;
    return p;
}

static const char *json_string(const char *p)
{
    if (*p++ != '"')
        return NULL;
    while (*p && *p != '"') {
        if ((unsigned char)*p < 0x20)
            return NULL;
        if (*p == '\\') {
            p++;
            if (*p == 'u') {
                for (int i = 1; i <= 4; i++)
                    if (!strchr("0123456789abcdefABCDEF", p[i]) || !p[i])
                        return NULL;
                p += 4;
            } else if (!*p || !strchr("\"\\/bfnrt", *p)) {
                return NULL;
            }
        }
        p++;
    }
    return *p == '"' ? p + 1 : NULL;
}

static const char *json_number(const char *p)
{
    const char *start = p;
    if (*p == '-')
        p++;
    if (*p == '0')
        p++;
    else
        while (*p >= '0' && *p <= '9')
            p++;
    return p > start && p[-1] != '-' ? p : NULL;
}

static const char *json_list(const char *p, char close, int object, int depth)
{
    p = json_ws(p + 1);
    if (*p == close)
        return p + 1;
    for (;;) {
        if (object) {
            p = json_string(json_ws(p));
            if (!p || *(p = json_ws(p)) != ':')
                return NULL;
            p++;
        }
        p = json_value(p, depth + 1);
        if (!p)
            return NULL;
        p = json_ws(p);
        if (*p == close)
            return p + 1;
        if (*p++ != ',')
            return NULL;
    }
}

static const char *json_value(const char *p, int depth)
{
    p = json_ws(p);
    if (depth > 64)
        return NULL;
    if (*p == '{' || *p == '[')
        return json_list(p, *p == '{' ? '}' : ']', *p == '{', depth);
    if (*p == '"')
        return json_string(p);
    if (strncmp(p, "true", 4) == 0 || strncmp(p, "null", 4) == 0)
        return p + 4;
    if (strncmp(p, "false", 5) == 0)
        return p + 5;
    return json_number(p);
}

static int json_valid(const char *text)
{
    const char *end = text ? json_value(text, 0) : NULL;
    return end && *json_ws(end) == '\0';
}

/* ---- exact cards ---- */

static void test_table_I(void)
{
    struct bm_movement *m = build("mitchell:tables=7,boards=3");
    check_text(m, 'd', 0,
               "NS pairs stationary; EW pairs move up one table (from table 7 to table 1); "
               "boards move down one table (from table 1 to table 7).\n");
    check_text(m, 'p', 8,
               "Pair 8 (Mitchell, 7 tables)\n"
               "Round 1: table 1, EW, against pair 1, boards 1-3\n"
               "Round 2: table 2, EW, against pair 2, boards 7-9\n"
               "Round 3: table 3, EW, against pair 3, boards 13-15\n"
               "Round 4: table 4, EW, against pair 4, boards 19-21\n"
               "Round 5: table 5, EW, against pair 5, boards 4-6\n"
               "Round 6: table 6, EW, against pair 6, boards 10-12\n"
               "Round 7: table 7, EW, against pair 7, boards 16-18\n");
    check_text(m, 't', 1,
               "Table 1 (Mitchell, 7 tables)\n"
               "Round 1: NS 1, EW 8, boards 1-3; after the round: NS 1 stays, EW 8 to table 2, "
               "boards 1-3 to table 7\n"
               "Round 2: NS 1, EW 14, boards 4-6; after the round: NS 1 stays, EW 14 to table 2, "
               "boards 4-6 to table 7\n"
               "Round 3: NS 1, EW 13, boards 7-9; after the round: NS 1 stays, EW 13 to table 2, "
               "boards 7-9 to table 7\n"
               "Round 4: NS 1, EW 12, boards 10-12; after the round: NS 1 stays, EW 12 to table 2, "
               "boards 10-12 to table 7\n"
               "Round 5: NS 1, EW 11, boards 13-15; after the round: NS 1 stays, EW 11 to table 2, "
               "boards 13-15 to table 7\n"
               "Round 6: NS 1, EW 10, boards 16-18; after the round: NS 1 stays, EW 10 to table 2, "
               "boards 16-18 to table 7\n"
               "Round 7: NS 1, EW 9, boards 19-21\n");
    check_text(m, 'p', 1,
               "Pair 1 (Mitchell, 7 tables)\n"
               "Round 1: table 1, NS, against pair 8, boards 1-3\n"
               "Round 2: table 1, NS, against pair 14, boards 4-6\n"
               "Round 3: table 1, NS, against pair 13, boards 7-9\n"
               "Round 4: table 1, NS, against pair 12, boards 10-12\n"
               "Round 5: table 1, NS, against pair 11, boards 13-15\n"
               "Round 6: table 1, NS, against pair 10, boards 16-18\n"
               "Round 7: table 1, NS, against pair 9, boards 19-21\n");
    /* The built movement is the reference Table I (k = 1 there): same cards. */
    struct bm_movement *ref = ref_json(REF("table-I.json"));
    char *card = guide_text(ref, 'p', 8);
    CHECK(card && strstr(card, "Round 2: table 2, EW, against pair 2, board 3\n"));
    bm_free(card);
    bm_movement_free(ref);
    bm_movement_free(m);
}

/* Table VI: Table I with round 7 arrow-switched: the cards say who plays which way. */
static void test_table_VI_switch(void)
{
    struct bm_movement *m = ref_json(REF("table-VI.json"));
    char *card = guide_text(m, 'p', 8);
    CHECK(card && strstr(card, "Round 7: table 7, EW, against pair 7, board 6; "
                               "arrow switch: play board 6 NS\n"));
    CHECK(card && strstr(card, "Round 6: table 6, EW, against pair 6, board 4\n"));
    bm_free(card);
    card = guide_text(m, 'p', 1);
    CHECK(card && strstr(card, "Round 7: table 1, NS, against pair 9, board 7; "
                               "arrow switch: play board 7 EW\n"));
    bm_free(card);
    card = guide_text(m, 't', 1);
    CHECK(card && strstr(card, "Round 7: NS 1, EW 9, board 7, arrow-switched: board 7\n"));
    bm_free(card);
    bm_movement_free(m);
}

static void test_table_IIa(void)
{
    struct bm_movement *m = build("mitchell:tables=8");
    check_text(m, 'd', 0,
               "NS pairs stationary; EW pairs move up one table (from table 8 to table 1); "
               "boards move down one table (from table 1 to table 7) through stand 1 (relay "
               "between tables 4 and 5); table 8 shares boards with table 1.\n");
    check_text(m, 't', 1,
               "Table 1 (Relay-and-share Mitchell, 8 tables)\n"
               "Round 1: NS 1, EW 9, board 1, shared with table 8; after the round: NS 1 stays, EW "
               "9 to table 2, board 1 to table 7\n"
               "Round 2: NS 1, EW 16, board 2, shared with table 8; after the round: NS 1 stays, "
               "EW 16 to table 2, board 2 to table 7\n"
               "Round 3: NS 1, EW 15, board 3, shared with table 8; after the round: NS 1 stays, "
               "EW 15 to table 2, board 3 to table 7\n"
               "Round 4: NS 1, EW 14, board 4, shared with table 8; after the round: NS 1 stays, "
               "EW 14 to table 2, board 4 to table 7\n"
               "Round 5: NS 1, EW 13, board 5, shared with table 8; after the round: NS 1 stays, "
               "EW 13 to table 2, board 5 to table 7\n"
               "Round 6: NS 1, EW 12, board 6, shared with table 8; after the round: NS 1 stays, "
               "EW 12 to table 2, board 6 to table 7\n"
               "Round 7: NS 1, EW 11, board 7, shared with table 8; after the round: NS 1 stays, "
               "EW 11 to table 2, board 7 to table 7\n"
               "Round 8: NS 1, EW 10, board 8, shared with table 8\n");
    check_text(m, 't', 2,
               "Table 2 (Relay-and-share Mitchell, 8 tables)\n"
               "Round 1: NS 2, EW 10, board 2; after the round: NS 2 stays, EW 10 to table 3, "
               "board 2 to tables 1 and 8\n"
               "Round 2: NS 2, EW 9, board 3; after the round: NS 2 stays, EW 9 to table 3, board "
               "3 to tables 1 and 8\n"
               "Round 3: NS 2, EW 16, board 4; after the round: NS 2 stays, EW 16 to table 3, "
               "board 4 to tables 1 and 8\n"
               "Round 4: NS 2, EW 15, board 5; after the round: NS 2 stays, EW 15 to table 3, "
               "board 5 to tables 1 and 8\n"
               "Round 5: NS 2, EW 14, board 6; after the round: NS 2 stays, EW 14 to table 3, "
               "board 6 to tables 1 and 8\n"
               "Round 6: NS 2, EW 13, board 7; after the round: NS 2 stays, EW 13 to table 3, "
               "board 7 to tables 1 and 8\n"
               "Round 7: NS 2, EW 12, board 8; after the round: NS 2 stays, EW 12 to table 3, "
               "board 8 to tables 1 and 8\n"
               "Round 8: NS 2, EW 11, board 1\n");
    char *card = guide_text(m, 't', 5);
    CHECK(card && strstr(card, "Round 1: NS 5, EW 13, board 6; after the round: ") &&
          strstr(card, "board 6 to stand 1 (relay between tables 4 and 5)\n"));
    bm_free(card);
    card = guide_text(m, 'p', 16);
    CHECK(card && strstr(card, "Round 1: table 8, EW, against pair 8, board 1, shared with table 1\n"));
    CHECK(card && strstr(card, "Round 2: table 1, EW, against pair 1, board 2, shared with table 8\n"));
    bm_free(card);
    char *stand = NULL;
    CHECK_EQ(bm_guide_report(&stand, m, BM_GUIDE_STAND, 1, BM_FORM_TEXT), BM_OK);
    CHECK_STR(stand, "Stand 1 (relay between tables 4 and 5)\n"
                     "Round 1: board 5, then to table 4\n"
                     "Round 2: board 6, then to table 4\n"
                     "Round 3: board 7, then to table 4\n"
                     "Round 4: board 8, then to table 4\n"
                     "Round 5: board 1, then to table 4\n"
                     "Round 6: board 2, then to table 4\n"
                     "Round 7: board 3, then to table 4\n"
                     "Round 8: board 4\n");
    bm_free(stand);
    /* The relay: set 5 (E) waits on the stand in round 1 and reaches table 4 in round 2. */
    enum bm_place place;
    unsigned number, count;
    CHECK_EQ(bm_guide_boards_at(&place, &number, &count, m, 1, 5, 1), BM_OK);
    CHECK_EQ(place, BM_PLACE_STAND);
    CHECK_EQ(number, 1);
    CHECK_EQ(count, 1);
    CHECK_EQ(bm_guide_next_boards_from_stand(&place, &number, &count, m, 1, 1, 1), BM_OK);
    CHECK_EQ(place, BM_PLACE_TABLE);
    CHECK_EQ(number, 4);
    CHECK_EQ(bm_guide_next_boards(&place, &number, &count, m, 1, 2), BM_OK);
    CHECK_EQ(place, BM_PLACE_SHARED);
    CHECK_EQ(number, 1);
    CHECK_EQ(count, 2);
    bm_movement_free(m);
}

static void test_table_IIb(void)
{
    struct bm_movement *m = build("mitchell:tables=8,variant=skip,rounds=8");
    struct bm_movement *ref = ref_json(REF("table-IIb.json"));
    CHECK(grids_agree(m, ref, 0, 0, 0));
    check_text(ref, 'd', 0,
               "NS pairs stationary; EW pairs move up one table (from table 8 to table 1); "
               "boards move down one table (from table 1 to table 8).\n"
               "After round 4 EW pairs move up two tables (from table 7 to table 1, from table "
               "8 to table 2).\n");
    check_text(ref, 'p', 9,
               "Pair 9 (Skip Mitchell, 8 tables (the movements article, Table IIb))\n"
               "Round 1: table 1, EW, against pair 1, board 1\n"
               "Round 2: table 2, EW, against pair 2, board 3\n"
               "Round 3: table 3, EW, against pair 3, board 5\n"
               "Round 4: table 4, EW, against pair 4, board 7\n"
               "Round 5: table 6, EW, against pair 6, board 2\n"
               "Round 6: table 7, EW, against pair 7, board 4\n"
               "Round 7: table 8, EW, against pair 8, board 6\n"
               "Round 8: table 1, EW, against pair 1, board 8\n");
    bm_movement_free(ref);
    bm_movement_free(m);
}

/* A half table: the phantom EW pair at table 7; the pair meeting it sits out. */
static void test_phantom(void)
{
    struct bm_movement *m = build("mitchell:tables=7,boards=3,phantom=7ew");
    check_text(m, 'd', 0,
               "NS pairs stationary; EW pairs move up one table (from table 7 to table 1); "
               "boards move down one table (from table 1 to table 7).\n"
               "Pair 14 is a phantom: its opponents sit out.\n");
    check_text(m, 'p', 1,
               "Pair 1 (Mitchell, 7 tables)\n"
               "Round 1: table 1, NS, against pair 8, boards 1-3\n"
               "Round 2: sit out (table 1, NS: pair 14 is absent)\n"
               "Round 3: table 1, NS, against pair 13, boards 7-9\n"
               "Round 4: table 1, NS, against pair 12, boards 10-12\n"
               "Round 5: table 1, NS, against pair 11, boards 13-15\n"
               "Round 6: table 1, NS, against pair 10, boards 16-18\n"
               "Round 7: table 1, NS, against pair 9, boards 19-21\n");
    char *card = guide_text(m, 't', 1);
    CHECK(card && strstr(card, "Round 2: NS 1, EW 14 (absent), boards 4-6, not played; after the "
                               "round: ") &&
          strstr(card, "boards 4-6 to table 7\n"));
    bm_free(card);
    card = guide_text(m, 'p', 14);
    CHECK(card && strstr(card, "Round 1: absent\nRound 2: absent\n"));
    bm_free(card);
    /* Pair 1 meets the phantom in round 2 only; the phantom never plays. */
    for (unsigned r = 1; r <= 7; r++) {
        int out = -1;
        CHECK_EQ(bm_guide_sits_out(&out, m, 1, r), BM_OK);
        CHECK_EQ(out, r == 2);
        CHECK_EQ(bm_guide_sits_out(&out, m, 14, r), BM_OK);
        CHECK_EQ(out, 1);
        CHECK_EQ(bm_guide_sits_out(&out, m, 8, r), BM_OK);
        CHECK_EQ(out, 0);
    }
    unsigned table = 0;
    enum bm_field seat = 0;
    CHECK_EQ(bm_guide_next_seat(&table, &seat, m, 1, 1), BM_OK);
    CHECK_EQ(table, 1); /* the grid seat, though pair 1 sits out round 2 */
    CHECK_EQ(seat, BM_FIELD_NS);
    bm_movement_free(m);

    m = build("mitchell:tables=8,phantom=8ew@3");
    card = guide_text(m, 'd', 0);
    CHECK(card && strstr(card, "Pair 16 leaves after round 2: its opponents sit out from round 3.\n"));
    bm_free(card);
    card = guide_text(m, 'p', 16);
    CHECK(card && strstr(card, "Round 2: table 1, EW, against pair 1, board 2, shared with "
                               "table 8\nRound 3: has left\n"));
    bm_free(card);
    bm_movement_free(m);
}

static int flow_consistent(const struct bm_movement *m);

/* Grids without their relay stands (the reference JSON and grid text of Tables IIa and V):
 * boards out of play for a round on their way between two tables. */
static void test_rests_without_stands(void)
{
    static const char *const iia =
        "NS pairs stationary; EW pairs move up one table (from table 8 to table 1); boards move "
        "down one table (from table 1 to table 7), out of play for a round on the way from "
        "table 5 to table 4; table 8 shares boards with table 1.\n";
    struct bm_movement *m = ref_json(REF("table-IIa.json"));
    check_text(m, 'd', 0, iia);
    char *card = guide_text(m, 't', 5);
    CHECK(card && strstr(card, "Round 1: NS 5, EW 13, board 6; after the round: ") &&
          strstr(card, "board 6 out of play until round 3 (table 4)\n"));
    CHECK(card && strstr(card, "Round 7: NS 5, EW 15, board 4; after the round: ") &&
          strstr(card, "board 4 out of play\n"));
    bm_free(card);
    char *json = NULL;
    CHECK_EQ(bm_guide_report(&json, m, BM_GUIDE_TABLE, 5, BM_FORM_JSON), BM_OK);
    CHECK(json && strstr(json, "\"next\": {\"place\": \"out\", \"back_round\": 3, "
                               "\"back_table\": 4}}"));
    bm_free(json);
    bm_movement_free(m);
    m = ref_text(REF("table-IIa.txt"));
    check_text(m, 'd', 0, iia);
    bm_movement_free(m);
    /* Every relay Mitchell with its stand removed reads the same way. */
    for (unsigned T = 4; T <= 30; T += 2) {
        char spec[64], expected[512];
        snprintf(spec, sizeof spec, "mitchell:tables=%u,variant=relay", T);
        test_context("%s", spec);
        struct bm_movement *built = build(spec), *bare = without_stands(built);
        snprintf(expected, sizeof expected,
                 "NS pairs stationary; EW pairs move up one table (from table %u to table 1); "
                 "boards move down one table (from table 1 to table %u), out of play for a round "
                 "on the way from table %u to table %u; table %u shares boards with table 1.\n",
                 T, T - 1, T / 2 + 1, T / 2, T);
        char *s = guide_text(bare, 'd', 0);
        CHECK_STR(s, expected);
        bm_free(s);
        CHECK(bare && flow_consistent(bare));
        bm_movement_free(bare);
        bm_movement_free(built);
    }
    test_context_clear();
    m = ref_json(REF("table-V.json"));
    check_text(m, 'd', 0,
               "NS pairs stationary; EW pairs move up one table (from table 8 to table 1); boards "
               "move down one table, out of play for a round on the way from table 1 to table 8 "
               "and from table 5 to table 4.\n"
               "After round 9 EW pairs follow their guide cards.\n");
    bm_movement_free(m);
}

/* ---- the description over every Mitchell ---- */

static const char *const words[] = {"zero", "one", "two"};

static void expected_mitchell(char *out, size_t n, unsigned T, const char *variant)
{
    int relay = strcmp(variant, "relay") == 0, skip = strcmp(variant, "skip") == 0;
    int len = snprintf(out, n,
                       "NS pairs stationary; EW pairs move up one table (from table %u to table 1); "
                       "boards move down one table (from table 1 to table %u)",
                       T, relay ? T - 1 : T);
    if (relay)
        len += snprintf(out + len, n - (size_t)len,
                        " through stand 1 (relay between tables %u and %u); table %u shares "
                        "boards with table 1",
                        T / 2, T / 2 + 1, T);
    len += snprintf(out + len, n - (size_t)len, ".\n");
    if (skip)
        snprintf(out + len, n - (size_t)len,
                 "After round %u EW pairs move up %s tables (from table %u to table 1, from table "
                 "%u to table 2).\n",
                 T / 2, words[2], T - 1, T);
}

static void test_describe_every_mitchell(void)
{
    static const char *const variants[] = {"standard", "relay", "skip"};
    for (unsigned T = 3; T <= 30; T++)
        for (unsigned v = 0; v < 3; v++) {
            if (T % 2 && v)
                continue;
            char spec[80], expected[512];
            snprintf(spec, sizeof spec, "mitchell:tables=%u,variant=%s,boards=2", T, variants[v]);
            test_context("%s", spec);
            struct bm_movement *m = build(spec);
            expected_mitchell(expected, sizeof expected, T, variants[v]);
            char *s = guide_text(m, 'd', 0);
            CHECK_STR(s, expected);
            if (s && strcmp(s, expected))
                fprintf(stderr, "  for %s\n", spec);
            bm_free(s);
            bm_movement_free(m);
        }
}

/* ---- following the guide rebuilds the grid and every set's path ---- */

/* Where (set, copy) is in round r, read off the grid and stands independently of the guide. */
static void locate(enum bm_place *place, unsigned *number, unsigned *count,
                   const struct bm_movement *m, unsigned r, unsigned set, unsigned copy)
{
    *number = *count = 0;
    for (unsigned t = 1; t <= bm_movement_tables(m); t++) {
        int active = 0;
        bm_movement_active(&active, m, r, t);
        if (active && cell(m, r, t, BM_FIELD_SET) == set && cell(m, r, t, BM_FIELD_COPY) == copy)
            if ((*count)++ == 0)
                *number = t;
    }
    *place = *count > 1 ? BM_PLACE_SHARED : *count ? BM_PLACE_TABLE : BM_PLACE_OUT;
    for (unsigned s = 1; !*count && s <= bm_movement_stands(m); s++) {
        unsigned q = 0;
        bm_movement_stand_count(&q, m, r, s);
        for (unsigned i = 1; i <= q; i++) {
            unsigned gs = 0, gc = 0;
            bm_movement_stand_item(&gs, &gc, m, r, s, i);
            if (gs == set && gc == copy && *place == BM_PLACE_OUT) {
                *place = BM_PLACE_STAND;
                *number = s;
                *count = 1;
            }
        }
    }
}

/* The stand queue position of (set, copy) in round r on stand s. */
static unsigned stand_index(const struct bm_movement *m, unsigned r, unsigned s, unsigned set)
{
    unsigned q = 0;
    bm_movement_stand_count(&q, m, r, s);
    for (unsigned i = 1; i <= q; i++) {
        unsigned gs = 0, gc = 0;
        bm_movement_stand_item(&gs, &gc, m, r, s, i);
        if (gs == set && gc == 1)
            return i;
    }
    return 0;
}

/* Participants: a grid rebuilt from bm_guide_next_seat alone equals the movement. */
static int seats_rebuild(const struct bm_movement *m)
{
    unsigned R = bm_movement_rounds(m), T = bm_movement_tables(m), P = bm_movement_participants(m);
    size_t n = (size_t)R * T;
    unsigned *seat = calloc(n * 7, sizeof *seat); /* [field][round][table] */
    int ok = seat != NULL;
    for (unsigned p = 1; ok && p <= P; p++)
        for (unsigned r = 0; ok && r < R; r++) {
            unsigned t = 0;
            enum bm_field f = 0;
            ok = bm_guide_next_seat(&t, &f, m, p, r) == BM_OK && f <= BM_FIELD_WEST;
            if (ok && t)
                seat[f * n + (size_t)r * T + t - 1] = p;
        }
    for (unsigned r = 1; ok && r <= R; r++)
        for (unsigned t = 1; ok && t <= T; t++)
            for (unsigned f = BM_FIELD_NS; ok && f <= BM_FIELD_WEST; f++) {
                unsigned v = 0;
                bm_movement_get(&v, m, r, t, (enum bm_field)f);
                ok = seat[f * n + (size_t)(r - 1) * T + t - 1] == v;
            }
    free(seat);
    return ok;
}

/* Boards: starting where each set is in round 1, each next-boards answer (from a table or from a
 * stand) is where the set is, round after round. */
static int paths_rebuild(const struct bm_movement *m)
{
    unsigned R = bm_movement_rounds(m), S = bm_movement_sets(m);
    for (unsigned s = 1; s <= S; s++) {
        enum bm_place place, want;
        unsigned number, count, wn, wc;
        if (bm_guide_boards_at(&place, &number, &count, m, 1, s, 1) != BM_OK)
            return 0;
        for (unsigned r = 1;; r++) {
            locate(&want, &wn, &wc, m, r, s, 1);
            if (place != want || number != wn || count != wc)
                return 0;
            if (r == R || place == BM_PLACE_OUT)
                break;
            enum bm_status st =
                place == BM_PLACE_STAND
                    ? bm_guide_next_boards_from_stand(&place, &number, &count, m, r, number,
                                                      stand_index(m, r, number, s))
                    : bm_guide_next_boards(&place, &number, &count, m, r, number);
            if (st != BM_OK)
                return 0;
        }
    }
    return 1;
}

static void test_following_every_mitchell(void)
{
    static const char *const variants[] = {"standard", "relay", "skip"};
    unsigned built = 0;
    for (unsigned T = 3; T <= 30; T++)
        for (unsigned v = 0; v < 3; v++) {
            if (T % 2 && v)
                continue;
            char spec[80];
            snprintf(spec, sizeof spec, "mitchell:tables=%u,variant=%s", T, variants[v]);
            test_context("%s", spec);
            struct bm_movement *m = build(spec);
            for (unsigned R = 1; m && R <= bm_movement_rounds(m); R++) {
                /* Every number of rounds: the same grid cut short. */
                char cut[96];
                snprintf(cut, sizeof cut, "%s,rounds=%u", spec, R);
                struct bm_movement *c = build(cut);
                int ok = c && seats_rebuild(c) && paths_rebuild(c);
                CHECK(ok);
                if (!ok)
                    fprintf(stderr, "  following the guide fails for %s\n", cut);
                built++;
                bm_movement_free(c);
            }
            bm_movement_free(m);
        }
    test_context_clear();
    CHECK(built > 600);
}

/* Every next-boards answer, from every table and every stand slot of every round, is where
 * the group is in the next round (any copy). */
static int flow_consistent(const struct bm_movement *m)
{
    unsigned R = bm_movement_rounds(m), T = bm_movement_tables(m);
    for (unsigned r = 1; r < R; r++) {
        for (unsigned t = 1; t <= T; t++) {
            enum bm_place place, want;
            unsigned number, count, wn, wc, set = cell(m, r, t, BM_FIELD_SET);
            if (bm_guide_next_boards(&place, &number, &count, m, r, t) != BM_OK)
                return 0;
            int active = 0;
            bm_movement_active(&active, m, r, t);
            if (!active || !set) {
                if (place != BM_PLACE_NONE)
                    return 0;
                continue;
            }
            locate(&want, &wn, &wc, m, r + 1, set, cell(m, r, t, BM_FIELD_COPY));
            if (place != want || number != wn || count != wc)
                return 0;
        }
        for (unsigned s = 1; s <= bm_movement_stands(m); s++) {
            unsigned q = 0;
            bm_movement_stand_count(&q, m, r, s);
            for (unsigned i = 1; i <= q; i++) {
                enum bm_place place, want;
                unsigned number, count, wn, wc, gs = 0, gc = 0;
                bm_movement_stand_item(&gs, &gc, m, r, s, i);
                if (bm_guide_next_boards_from_stand(&place, &number, &count, m, r, s, i))
                    return 0;
                locate(&want, &wn, &wc, m, r + 1, gs, gc);
                if (place != want || number != wn || count != wc)
                    return 0;
            }
        }
    }
    return 1;
}

/* The families on main: the guide never fails, follows every grid, and describes what it can. */
static void test_families(void)
{
    static const char *const specs[] = {
        "web:tables=6,rounds=5",         "web:tables=6,rounds=4",     "web:tables=11,rounds=5",
        "web:tables=12,groups=4",        "web:tables=8,rounds=4,rover=ns",
        "extended:tables=5",             "extended:tables=7",         "extended:tables=8",
        "extended:tables=12",            "extended:tables=7,modified=0",
        "bowman:tables=7",               "bowman:tables=9",           "rover:tables=8",
        "rover:tables=14",               "worger:tables=7",           "worger:tables=13",
        "mitchell:tables=9,boards=2,phantom=5ns@4",
        "howell:tables=3",               "howell:tables=4",           "howell:tables=5",
        "howell:tables=6",               "howell:pairs=9",            "howell:tables=8",
        "american:tables=5",             "stagger:tables=4",          "thurner:teams=6",
        "circulation",                   "triplicate",                "tournant",
        "individual:players=8",          "individual:players=12"};
    for (size_t i = 0; i < sizeof specs / sizeof specs[0]; i++) {
        struct bm_movement *m = build(specs[i]);
        CHECK(m != NULL);
        if (!m)
            continue;
        int ok = seats_rebuild(m) && flow_consistent(m);
        CHECK(ok);
        char *s = NULL;
        CHECK_EQ(bm_guide_report(&s, m, BM_GUIDE_ALL, 0, BM_FORM_TEXT), BM_OK);
        CHECK(s && strlen(s) > 100);
        bm_free(s);
        CHECK_EQ(bm_guide_report(&s, m, BM_GUIDE_ALL, 0, BM_FORM_JSON), BM_OK);
        CHECK(json_valid(s));
        bm_free(s);
        for (unsigned t = 1; t <= bm_movement_tables(m); t++) {
            CHECK_EQ(bm_guide_report(&s, m, BM_GUIDE_TABLE, t, BM_FORM_JSON), BM_OK);
            CHECK(json_valid(s));
            bm_free(s);
        }
        if (!ok)
            fprintf(stderr, "  guide does not follow %s\n", specs[i]);
        bm_movement_free(m);
    }
    /* Web: each case of boards has its own ring of tables and its bye stand. */
    struct bm_movement *m = build("web:tables=6,rounds=5");
    check_text(m, 'd', 0,
               "NS pairs stationary; EW pairs move up one table (from table 6 to table 1); "
               "case 1 boards move down one table through stand 1 (bye stand, case 1 (tables "
               "1-3)); case 2 boards move down one table through stand 2 (bye stand, case 2 "
               "(tables 4-6)).\n");
    char *card = guide_text(m, 't', 1);
    CHECK(card && strstr(card, "Round 1: NS 1, EW 7, board 1; after the round: ") &&
          strstr(card, "board 1 to stand 1 (bye stand, case 1 (tables 1-3))\n"));
    bm_free(card);
    /* The bye stand holds two groups: the first feeds the last table, the other waits. */
    CHECK_EQ(bm_guide_report(&card, m, BM_GUIDE_STAND, 2, BM_FORM_TEXT), BM_OK);
    CHECK_STR(card, "Stand 2 (bye stand, case 2 (tables 4-6))\n"
                    "Round 1: board 4 (case 2), then to table 6; board 3 (case 2), stays on the stand\n"
                    "Round 2: board 3 (case 2), then to table 6; board 2 (case 2), stays on the stand\n"
                    "Round 3: board 2 (case 2), then to table 6; board 1 (case 2), stays on the stand\n"
                    "Round 4: board 1 (case 2), then to table 6; board 5 (case 2), stays on the stand\n"
                    "Round 5: board 5 (case 2); board 4 (case 2)\n");
    bm_free(card);
    bm_movement_free(m);
    /* Extended Mitchell, 8 tables (Table V): two relays; the extra rounds break the pattern. */
    m = build("extended:tables=8");
    check_text(m, 'd', 0,
               "NS pairs stationary; EW pairs move up one table (from table 8 to table 1); "
               "boards move down one table through stand 1 (relay between tables 4 and 5) and "
               "stand 2 (relay between tables 8 and 1).\n"
               "After round 9 EW pairs follow their guide cards.\n");
    bm_movement_free(m);
    /* A Howell: pairs change direction; one pair stays; boards pass through four relays. */
    m = build("howell:tables=5");
    check_text(m, 'd', 0,
               "Pairs follow their guide cards; boards move down one table through stand 1 (relay "
               "between tables 5 and 1), stand 2 (relay between tables 4 and 5), stand 3 (relay "
               "between tables 2 and 3) and stand 4 (relay between tables 1 and 2).\n"
               "Pair 10 stays at table 1 NS.\n");
    card = guide_text(m, 'p', 1);
    CHECK(card && strstr(card, "Round 2: table 3, EW, against pair 9, board 6\n"
                               "Round 3: table 3, NS, against pair 2, board 7\n"));
    bm_free(card);
    bm_movement_free(m);
    /* The rover: table 8 shares a different table's boards each round. */
    m = build("rover:tables=8");
    card = guide_text(m, 'd', 0);
    CHECK(card && strncmp(card, "NS pairs stationary; EW pairs follow their guide cards; boards "
                                "move down one table (from table 1 to table 7); table 8 shares "
                                "boards with table 1.\nIn round 2 table 8 shares boards with "
                                "table 3.\n", 193) == 0);
    bm_free(card);
    bm_movement_free(m);
}

/* ---- irregular and hand-built movements ---- */

/* Two tables, three rounds, a four-pair movement where everyone changes direction. */
static void test_irregular(void)
{
    struct bm_movement *m = NULL;
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_PAIRS, 3, 2, 4, 3, 2), BM_OK);
    static const unsigned grid[3][2][3] = {{{1, 2, 1}, {3, 4, 2}},
                                           {{1, 3, 2}, {4, 2, 3}},
                                           {{4, 1, 3}, {2, 3, 1}}};
    for (unsigned r = 0; r < 3; r++)
        for (unsigned t = 0; t < 2; t++)
            bm_movement_set_pairs(m, r + 1, t + 1, grid[r][t][0], grid[r][t][1], grid[r][t][2]);
    /* Three sets on two tables: each set rests a round between table 1 and table 2. */
    check_text(m, 'd', 0,
               "Pairs follow their guide cards; boards move up one table (from table 2 to table "
               "1), out of play for a round on the way from table 1 to table 2.\n");
    check_text(m, 'p', 2,
               "Pair 2\n"
               "Round 1: table 1, EW, against pair 1, boards 1-2\n"
               "Round 2: table 2, EW, against pair 4, boards 5-6\n"
               "Round 3: table 2, NS, against pair 3, boards 1-2\n");
    check_text(m, 't', 2,
               "Table 2\n"
               "Round 1: NS 3, EW 4, boards 3-4; after the round: NS 3 to table 1 EW, EW 4 to "
               "table 2 NS, boards 3-4 to table 1\n"
               "Round 2: NS 4, EW 2, boards 5-6; after the round: NS 4 to table 1, EW 2 to table 2 "
               "NS, boards 5-6 to table 1\n"
               "Round 3: NS 2, EW 3, boards 1-2\n");
    /* NS pairs stationary, EW pairs in an irregular order, boards moving regularly. */
    bm_movement_free(m);
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_PAIRS, 3, 3, 6, 3, 1), BM_OK);
    static const unsigned ew[3][3] = {{4, 5, 6}, {5, 4, 6}, {5, 6, 4}};
    for (unsigned r = 0; r < 3; r++)
        for (unsigned t = 0; t < 3; t++)
            bm_movement_set_pairs(m, r + 1, t + 1, t + 1, ew[r][t], 1 + (t + r) % 3);
    check_text(m, 'd', 0,
               "NS pairs stationary; EW pairs follow their guide cards; boards move down one "
               "table (from table 1 to table 3).\n");
    /* An idle table and a sit-out. */
    bm_movement_clear(m, 2, 3);
    char *card = guide_text(m, 'p', 6);
    CHECK(card && strstr(card, "Round 2: sit out\n"));
    bm_free(card);
    int idle = 0;
    CHECK_EQ(bm_guide_sits_out(&idle, m, 6, 2), BM_OK);
    CHECK_EQ(idle, 1);
    /* An empty EW seat: the NS pair sits out with no opponents. */
    bm_movement_set(m, 3, 2, BM_FIELD_EW, 0);
    card = guide_text(m, 'p', 2);
    CHECK(card && strstr(card, "Round 3: sit out (table 2, NS: no opponents)\n"));
    bm_free(card);
    card = guide_text(m, 't', 2);
    CHECK(card && strstr(card, "Round 3: NS 2, EW -, board 1, not played\n"));
    bm_free(card);
    card = guide_text(m, 't', 3);
    CHECK(card && strstr(card, "Round 2: idle\n"));
    CHECK(card && strstr(card, "Round 1: NS 3, EW 6, board 3; after the round: ") &&
          strstr(card, "board 3 to table 2\n"));
    bm_free(card);
    /* Set 1 would have gone to the idle table: out of play in round 2, back in round 3. */
    card = guide_text(m, 't', 1);
    CHECK(card && strstr(card, "Round 1: NS 1, EW 4, board 1; after the round: ") &&
          strstr(card, "board 1 out of play until round 3 (table 2)\n"));
    bm_free(card);
    unsigned t = 9;
    enum bm_field f = BM_FIELD_SET;
    CHECK_EQ(bm_guide_next_seat(&t, &f, m, 6, 1), BM_OK);
    CHECK_EQ(t, 0);
    CHECK_EQ(f, 0);
    enum bm_place place = BM_PLACE_TABLE;
    unsigned number = 9, count = 9;
    CHECK_EQ(bm_guide_next_boards(&place, &number, &count, m, 2, 3), BM_OK);
    CHECK_EQ(place, BM_PLACE_NONE);
    CHECK_EQ(number, 0);
    CHECK_EQ(count, 0);
    CHECK_EQ(bm_guide_next_boards(&place, &number, &count, m, 1, 1), BM_OK);
    CHECK_EQ(place, BM_PLACE_OUT);
    CHECK_EQ(number, 0);
    CHECK_EQ(count, 0);
    bm_movement_free(m);

    /* A shared set with the first board recorded; a malformed round seating pair 1 twice. */
    m = build("mitchell:tables=8,boards=4");
    bm_movement_set(m, 1, 8, BM_FIELD_FIRST, 3);
    card = guide_text(m, 't', 8);
    CHECK(card && strstr(card, "Round 1: NS 8, EW 16, boards 1-4, shared with table 1, start with "
                               "board 3; after the round: ") &&
          strstr(card, "boards 1-4 to table 7\n"));
    bm_free(card);
    bm_movement_set(m, 2, 3, BM_FIELD_NS, 1);
    card = guide_text(m, 'd', 0);
    CHECK(card && strncmp(card, "NS pairs stationary; EW pairs move up one table (from table 8 to "
                                "table 1); boards move down one table", 98) == 0);
    CHECK(card && strstr(card, "After round 1 NS pairs follow their guide cards.\n"
                               "After round 2 NS pairs follow their guide cards.\n") == NULL);
    CHECK(card && strstr(card, "After rounds 1-2 NS pairs follow their guide cards.\n"));
    bm_free(card);
    bm_movement_free(m);

    /* One round: nobody moves. */
    m = build("mitchell:tables=5,rounds=1");
    check_text(m, 'd', 0, "One round: nobody moves.\n");
    bm_movement_free(m);
}

/* Other families and reference tables: the guide never fails and says something true. */
static void test_smoke_references(void)
{
    static const char *const refs[] = {
        "table-I.json",    "table-IIa.json",  "table-IIb.json",  "table-IIIa.json",
        "table-IIIb.json", "table-IIIa-dual.json", "table-IV.json", "table-IVa.json",
        "table-V.json",    "table-VI.json",   "web-t6-d5.json",  "web-t6-d4.json",
        "web-t11-d5.json", "duplicate-tournant.json", "triplicate.json", "individual-8.json"};
    for (size_t i = 0; i < sizeof refs / sizeof refs[0]; i++) {
        char path[512];
        snprintf(path, sizeof path, "%s/reference/%s", BM_TEST_DATA, refs[i]);
        struct bm_movement *m = ref_json(path);
        CHECK(m != NULL);
        char *s = NULL;
        CHECK_EQ(bm_guide_report(&s, m, BM_GUIDE_ALL, 0, BM_FORM_TEXT), BM_OK);
        CHECK(s && strlen(s) > 0);
        bm_free(s);
        CHECK_EQ(bm_guide_report(&s, m, BM_GUIDE_ALL, 0, BM_FORM_JSON), BM_OK);
        CHECK(s && strncmp(s, "{\n  \"format\": \"bridgemove-guide/1\"", 34) == 0);
        CHECK(json_valid(s));
        bm_free(s);
        CHECK(m && seats_rebuild(m) && flow_consistent(m));
        bm_movement_free(m);
    }
    /* The rover (IIIa): EW pair 16 moves up two tables; not one common step. */
    struct bm_movement *m = ref_json(REF("table-IIIa.json"));
    char *s = guide_text(m, 'd', 0);
    CHECK(s && strncmp(s, "NS pairs stationary; EW pairs follow their guide cards;", 55) == 0);
    bm_free(s);
    bm_movement_free(m);
    m = ref_json(REF("individual-8.json"));
    s = guide_text(m, 'p', 8);
    CHECK(s && strstr(s, "Player 8 (Individual, 8 players, 2 tables, 7 rounds (French club guide))\n"
                         "Round 1: table 1, North, partner player 1, against players 4 and 2, "
                         "boards 1-4, shared with table 2\n"));
    bm_free(s);
    s = guide_text(m, 't', 2);
    CHECK(s && strstr(s, "Round 1: N 7, S 3, E 5, W 6, boards 1-4, shared with table 1; after the "
                         "round: ") &&
          strstr(s, "boards 1-4 out of play\n"));
    bm_free(s);
    CHECK_EQ(bm_guide_report(&s, m, BM_GUIDE_PAIR, 8, BM_FORM_JSON), BM_OK);
    CHECK(s && strstr(s, "{\"round\": 1, \"present\": true, \"plays\": true, \"table\": 1, "
                         "\"seat\": \"north\", \"partner\": 1, \"opponents\": [4, 2], "));
    bm_free(s);
    s = guide_text(m, 'd', 0);
    CHECK_STR(s, "Players follow their guide cards; boards follow the table cards; table 2 shares "
                 "boards with table 1.\nPlayer 8 stays at table 1 North.\n");
    bm_free(s);
    bm_movement_free(m);
    m = ref_json(REF("triplicate.json"));
    s = guide_text(m, 'p', 4);
    CHECK(s && strstr(s, "Pair 4, team 1 (Triplicate, 3 tables, 3 teams (French club guide))\n"));
    bm_free(s);
    bm_movement_free(m);
}

/* All cards as text: name, description, pair cards, table cards, separated by blank lines. */
static void test_all_text(void)
{
    struct bm_movement *m = build("mitchell:tables=3");
    char *s = NULL;
    CHECK_EQ(bm_guide_report(&s, m, BM_GUIDE_ALL, 0, BM_FORM_TEXT), BM_OK);
    CHECK_STR(s, "Mitchell, 3 tables\n"
                 "NS pairs stationary; EW pairs move up one table (from table 3 to table 1); boards "
                 "move down one table (from table 1 to table 3).\n"
                 "Boards to prepare: 3 (3 sets of 1 board, 1 copy of each).\n"
                 "\nPair 1 (Mitchell, 3 tables)\n"
                 "Round 1: table 1, NS, against pair 4, board 1\n"
                 "Round 2: table 1, NS, against pair 6, board 2\n"
                 "Round 3: table 1, NS, against pair 5, board 3\n"
                 "\nPair 2 (Mitchell, 3 tables)\n"
                 "Round 1: table 2, NS, against pair 5, board 2\n"
                 "Round 2: table 2, NS, against pair 4, board 3\n"
                 "Round 3: table 2, NS, against pair 6, board 1\n"
                 "\nPair 3 (Mitchell, 3 tables)\n"
                 "Round 1: table 3, NS, against pair 6, board 3\n"
                 "Round 2: table 3, NS, against pair 5, board 1\n"
                 "Round 3: table 3, NS, against pair 4, board 2\n"
                 "\nPair 4 (Mitchell, 3 tables)\n"
                 "Round 1: table 1, EW, against pair 1, board 1\n"
                 "Round 2: table 2, EW, against pair 2, board 3\n"
                 "Round 3: table 3, EW, against pair 3, board 2\n"
                 "\nPair 5 (Mitchell, 3 tables)\n"
                 "Round 1: table 2, EW, against pair 2, board 2\n"
                 "Round 2: table 3, EW, against pair 3, board 1\n"
                 "Round 3: table 1, EW, against pair 1, board 3\n"
                 "\nPair 6 (Mitchell, 3 tables)\n"
                 "Round 1: table 3, EW, against pair 3, board 3\n"
                 "Round 2: table 1, EW, against pair 1, board 2\n"
                 "Round 3: table 2, EW, against pair 2, board 1\n"
                 "\nTable 1 (Mitchell, 3 tables)\n"
                 "Round 1: NS 1, EW 4, board 1; after the round: "
                 "NS 1 stays, EW 4 to table 2, board 1 to table 3\n"
                 "Round 2: NS 1, EW 6, board 2; after the round: "
                 "NS 1 stays, EW 6 to table 2, board 2 to table 3\n"
                 "Round 3: NS 1, EW 5, board 3\n"
                 "\nTable 2 (Mitchell, 3 tables)\n"
                 "Round 1: NS 2, EW 5, board 2; after the round: "
                 "NS 2 stays, EW 5 to table 3, board 2 to table 1\n"
                 "Round 2: NS 2, EW 4, board 3; after the round: "
                 "NS 2 stays, EW 4 to table 3, board 3 to table 1\n"
                 "Round 3: NS 2, EW 6, board 1\n"
                 "\nTable 3 (Mitchell, 3 tables)\n"
                 "Round 1: NS 3, EW 6, board 3; after the round: "
                 "NS 3 stays, EW 6 to table 1, board 3 to table 2\n"
                 "Round 2: NS 3, EW 5, board 1; after the round: "
                 "NS 3 stays, EW 5 to table 1, board 1 to table 2\n"
                 "Round 3: NS 3, EW 4, board 2\n");
    bm_free(s);
    bm_movement_free(m);
}

/* ---- JSON ---- */

static void test_json(void)
{
    struct bm_movement *m = build("mitchell:tables=8,boards=2");
    char *s = NULL;
    CHECK_EQ(bm_guide_report(&s, m, BM_GUIDE_ALL, 0, BM_FORM_JSON), BM_OK);
    CHECK(s && strstr(s, "\"name\": \"Relay-and-share Mitchell, 8 tables\",\n  \"event\": \"pairs\",\n"
                         "  \"rounds\": 8,\n  \"tables\": 8,\n"));
    CHECK(s && strstr(s, "  \"stand_cards\": [\n    {\"stand\": 1, \"name\": \"relay between tables 4 "
                         "and 5\", \"after_table\": 5, \"rounds\": [\n      {\"round\": 1, "
                         "\"groups\": [{\"set\": 5, \"copy\": 1, \"boards\": [9, 10], \"next\": "
                         "{\"place\": \"table\", \"tables\": [4]}}]},\n"));
    CHECK(s && strstr(s, "{\"round\": 8, \"groups\": [{\"set\": 4, \"copy\": 1, \"boards\": [7, 8]}]}]}]\n}\n"));
    CHECK(s && strstr(s, "{\"participant\": 9, \"team\": 0, \"phantom_from\": 0, \"arrival\": 0, \"rounds\": [\n"
                         "      {\"round\": 1, \"present\": true, \"plays\": true, \"table\": 1, "
                         "\"seat\": \"ew\", \"opponents\": [1], \"set\": 1, \"copy\": 1, "
                         "\"boards\": [1, 2], \"switched\": [], \"shared_with\": [8]}"));
    CHECK(s && strstr(s, "{\"table\": 5, \"rounds\": [\n      {\"round\": 1, \"active\": true, "
                         "\"ns\": 5, \"ew\": 13, \"plays\": true, \"set\": 6, \"copy\": 1, "
                         "\"boards\": [11, 12], \"switched\": [], \"shared_with\": [], "
                         "\"next\": {\"place\": \"stand\", \"stand\": 1}}"));
    CHECK(s && strstr(s, "\"next\": {\"place\": \"shared\", \"tables\": [1, 8]}"));
    CHECK(s && strstr(s, "\"description\": \"NS pairs stationary; EW pairs move up one table"));
    /* The one-card forms are the elements of the full guide. */
    char *card = NULL;
    CHECK_EQ(bm_guide_report(&card, m, BM_GUIDE_PAIR, 9, BM_FORM_JSON), BM_OK);
    CHECK(card && card[strlen(card) - 1] == '\n');
    if (card)
        card[strlen(card) - 1] = '\0';
    CHECK(card && strncmp(card, "{\"participant\": 9,", 18) == 0 && strstr(s, card));
    bm_free(card);
    CHECK_EQ(bm_guide_report(&card, m, BM_GUIDE_TABLE, 5, BM_FORM_JSON), BM_OK);
    if (card)
        card[strlen(card) - 1] = '\0';
    CHECK(card && strncmp(card, "{\"table\": 5,", 12) == 0 && strstr(s, card));
    bm_free(card);
    CHECK_EQ(bm_guide_report(&card, m, BM_GUIDE_STAND, 1, BM_FORM_JSON), BM_OK);
    if (card)
        card[strlen(card) - 1] = '\0';
    CHECK(card && strncmp(card, "{\"stand\": 1,", 12) == 0 && strstr(s, card));
    bm_free(card);
    bm_free(s);
    /* Names with quotes and control characters stay valid JSON strings (a name that is not
     * UTF-8 is refused when set). */
    CHECK_EQ(bm_movement_set_name(m, "a \"b\"\\\n\x01\xff"), BM_EINVAL);
    CHECK_EQ(bm_movement_set_name(m, "a \"b\"\\\n\x01"), BM_OK);
    CHECK_EQ(bm_guide_report(&s, m, BM_GUIDE_ALL, 0, BM_FORM_JSON), BM_OK);
    CHECK(s && strstr(s, "\"name\": \"a \\\"b\\\"\\\\\\n\\u0001\",\n"));
    CHECK(json_valid(s));
    /* the checker itself refuses what is not JSON */
    CHECK(!json_valid("{\"a\": [1, 2,]}") && !json_valid("{\"a\" 1}") && !json_valid("\"\x01\"") &&
          !json_valid("[1] x") && json_valid("{\"a\": [1, -2, true, null, \"\\u00e9\"]}"));
    bm_free(s);
    bm_movement_free(m);
}

/* ---- bad arguments ---- */

static void test_bad_arguments(void)
{
    struct bm_movement *m = build("mitchell:tables=7");
    char *s = (char *)1;
    unsigned t = 9, number = 9, count = 9;
    enum bm_field f = BM_FIELD_SET;
    enum bm_place place = BM_PLACE_OUT;
    CHECK_EQ(bm_guide_next_seat(NULL, &f, m, 1, 1), BM_EINVAL);
    CHECK_EQ(f, 0);
    CHECK_EQ(bm_guide_next_seat(&t, NULL, NULL, 1, 1), BM_EINVAL);
    CHECK_EQ(t, 0);
    CHECK_EQ(bm_guide_next_seat(&t, &f, m, 0, 1), BM_ERANGE);
    CHECK_EQ(bm_guide_next_seat(&t, &f, m, 15, 1), BM_ERANGE);
    CHECK_EQ(bm_guide_next_seat(&t, &f, m, 1, 7), BM_ERANGE);
    CHECK_EQ(bm_guide_next_seat(&t, &f, m, 8, 0), BM_OK);
    CHECK_EQ(t, 1);
    CHECK_EQ(f, BM_FIELD_EW);
    CHECK_EQ(bm_guide_next_seat(&t, &f, m, 8, 6), BM_OK);
    CHECK_EQ(t, 7);

    int out = -1;
    CHECK_EQ(bm_guide_sits_out(NULL, m, 1, 1), BM_EINVAL);
    CHECK_EQ(bm_guide_sits_out(&out, NULL, 1, 1), BM_EINVAL);
    CHECK_EQ(out, 0);
    CHECK_EQ(bm_guide_sits_out(&out, m, 0, 1), BM_ERANGE);
    CHECK_EQ(bm_guide_sits_out(&out, m, 15, 1), BM_ERANGE);
    CHECK_EQ(bm_guide_sits_out(&out, m, 1, 0), BM_ERANGE);
    CHECK_EQ(bm_guide_sits_out(&out, m, 1, 8), BM_ERANGE);

    CHECK_EQ(bm_guide_boards_at(NULL, &number, &count, m, 1, 1, 1), BM_EINVAL);
    CHECK_EQ(number, 0);
    CHECK_EQ(bm_guide_boards_at(&place, &number, &count, NULL, 1, 1, 1), BM_EINVAL);
    CHECK_EQ(place, BM_PLACE_NONE);
    CHECK_EQ(bm_guide_boards_at(&place, NULL, NULL, m, 1, 1, 0), BM_EINVAL);
    CHECK_EQ(bm_guide_boards_at(&place, NULL, NULL, m, 0, 1, 1), BM_ERANGE);
    CHECK_EQ(bm_guide_boards_at(&place, NULL, NULL, m, 8, 1, 1), BM_ERANGE);
    CHECK_EQ(bm_guide_boards_at(&place, NULL, NULL, m, 1, 8, 1), BM_ERANGE);
    CHECK_EQ(bm_guide_boards_at(&place, NULL, NULL, m, 1, 1, 2), BM_OK);
    CHECK_EQ(place, BM_PLACE_OUT);

    CHECK_EQ(bm_guide_next_boards(NULL, &number, &count, m, 1, 1), BM_EINVAL);
    CHECK_EQ(bm_guide_next_boards(&place, &number, &count, NULL, 1, 1), BM_EINVAL);
    CHECK_EQ(bm_guide_next_boards(&place, &number, &count, m, 0, 1), BM_ERANGE);
    CHECK_EQ(bm_guide_next_boards(&place, &number, &count, m, 7, 1), BM_ERANGE);
    CHECK_EQ(bm_guide_next_boards(&place, &number, &count, m, 1, 0), BM_ERANGE);
    CHECK_EQ(bm_guide_next_boards(&place, &number, &count, m, 1, 8), BM_ERANGE);
    CHECK_EQ(bm_guide_next_boards(&place, NULL, NULL, m, 1, 1), BM_OK);
    CHECK_EQ(place, BM_PLACE_TABLE);
    CHECK_EQ(bm_guide_next_boards_from_stand(NULL, NULL, NULL, m, 1, 1, 1), BM_EINVAL);
    CHECK_EQ(bm_guide_next_boards_from_stand(&place, NULL, NULL, NULL, 1, 1, 1), BM_EINVAL);
    CHECK_EQ(bm_guide_next_boards_from_stand(&place, &number, &count, m, 1, 1, 1), BM_ERANGE);
    CHECK_EQ(place, BM_PLACE_NONE);
    CHECK_EQ(number, 0);

    CHECK_EQ(bm_guide_report(NULL, m, BM_GUIDE_DESCRIPTION, 0, BM_FORM_TEXT), BM_EINVAL);
    CHECK_EQ(bm_guide_report(&s, NULL, BM_GUIDE_DESCRIPTION, 0, BM_FORM_TEXT), BM_EINVAL);
    CHECK(s == NULL);
    s = (char *)1;
    CHECK_EQ(bm_guide_report(&s, m, BM_GUIDE_PAIR, 0, BM_FORM_TEXT), BM_ERANGE);
    CHECK(s == NULL);
    CHECK_EQ(bm_guide_report(&s, m, BM_GUIDE_PAIR, 15, BM_FORM_TEXT), BM_ERANGE);
    CHECK_EQ(bm_guide_report(NULL, m, BM_GUIDE_PAIR, 1, BM_FORM_TEXT), BM_EINVAL);
    CHECK_EQ(bm_guide_report(&s, NULL, BM_GUIDE_PAIR, 1, BM_FORM_TEXT), BM_EINVAL);
    CHECK_EQ(bm_guide_report(&s, m, BM_GUIDE_TABLE, 0, BM_FORM_TEXT), BM_ERANGE);
    CHECK_EQ(bm_guide_report(&s, m, BM_GUIDE_TABLE, 8, BM_FORM_TEXT), BM_ERANGE);
    CHECK_EQ(bm_guide_report(NULL, m, BM_GUIDE_TABLE, 1, BM_FORM_TEXT), BM_EINVAL);
    CHECK_EQ(bm_guide_report(&s, NULL, BM_GUIDE_TABLE, 1, BM_FORM_TEXT), BM_EINVAL);
    CHECK_EQ(bm_guide_report(&s, m, BM_GUIDE_PAIR, 0, BM_FORM_JSON), BM_ERANGE);
    CHECK_EQ(bm_guide_report(&s, m, BM_GUIDE_PAIR, 15, BM_FORM_JSON), BM_ERANGE);
    CHECK_EQ(bm_guide_report(NULL, m, BM_GUIDE_PAIR, 1, BM_FORM_JSON), BM_EINVAL);
    CHECK_EQ(bm_guide_report(&s, NULL, BM_GUIDE_PAIR, 1, BM_FORM_JSON), BM_EINVAL);
    CHECK_EQ(bm_guide_report(&s, m, BM_GUIDE_TABLE, 0, BM_FORM_JSON), BM_ERANGE);
    CHECK_EQ(bm_guide_report(&s, m, BM_GUIDE_TABLE, 8, BM_FORM_JSON), BM_ERANGE);
    CHECK_EQ(bm_guide_report(NULL, m, BM_GUIDE_TABLE, 1, BM_FORM_JSON), BM_EINVAL);
    CHECK_EQ(bm_guide_report(&s, NULL, BM_GUIDE_TABLE, 1, BM_FORM_JSON), BM_EINVAL);
    CHECK(s == NULL);
    CHECK_EQ(bm_guide_report(&s, m, BM_GUIDE_STAND, 1, BM_FORM_TEXT), BM_ERANGE); /* no stands in a 7-table Mitchell */
    CHECK_EQ(bm_guide_report(&s, m, BM_GUIDE_STAND, 0, BM_FORM_TEXT), BM_ERANGE);
    CHECK_EQ(bm_guide_report(NULL, m, BM_GUIDE_STAND, 1, BM_FORM_TEXT), BM_EINVAL);
    CHECK_EQ(bm_guide_report(&s, NULL, BM_GUIDE_STAND, 1, BM_FORM_TEXT), BM_EINVAL);
    CHECK_EQ(bm_guide_report(&s, m, BM_GUIDE_STAND, 1, BM_FORM_JSON), BM_ERANGE);
    CHECK_EQ(bm_guide_report(NULL, m, BM_GUIDE_STAND, 1, BM_FORM_JSON), BM_EINVAL);
    CHECK_EQ(bm_guide_report(&s, NULL, BM_GUIDE_STAND, 1, BM_FORM_JSON), BM_EINVAL);
    CHECK(s == NULL);
    CHECK_EQ(bm_guide_report(NULL, m, BM_GUIDE_ALL, 0, BM_FORM_TEXT), BM_EINVAL);
    CHECK_EQ(bm_guide_report(&s, NULL, BM_GUIDE_ALL, 0, BM_FORM_TEXT), BM_EINVAL);
    CHECK_EQ(bm_guide_report(NULL, m, BM_GUIDE_ALL, 0, BM_FORM_JSON), BM_EINVAL);
    CHECK_EQ(bm_guide_report(&s, NULL, BM_GUIDE_ALL, 0, BM_FORM_JSON), BM_EINVAL);
    CHECK(s == NULL);

    /* A stand at an out-of-range queue index. */
    bm_movement_free(m);
    m = build("mitchell:tables=8");
    CHECK_EQ(bm_guide_next_boards_from_stand(&place, NULL, NULL, m, 1, 1, 2), BM_ERANGE);
    CHECK_EQ(bm_guide_next_boards_from_stand(&place, NULL, NULL, m, 1, 2, 1), BM_ERANGE);
    CHECK_EQ(bm_guide_next_boards_from_stand(&place, NULL, NULL, m, 8, 1, 1), BM_ERANGE);
    bm_movement_free(m);
}

/* ---- allocation failures ---- */

/* The part of the guide in the form, with each of its allocations failing in turn: every
 * failure is BM_ENOMEM with "out of memory" and no text. */
static void alloc_loop(enum bm_guide_part part, unsigned n, enum bm_form form,
                       const struct bm_movement *m)
{
    for (unsigned long k = 1;; k++) {
        char *s = (char *)1;
        bm_test_fail_alloc_at(k);
        enum bm_status st = bm_guide_report(&s, m, part, n, form);
        bm_test_fail_alloc_at(0);
        if (st == BM_OK) {
            CHECK(s != NULL);
            bm_free(s);
            CHECK(k > 1);
            break;
        }
        CHECK_EQ(st, BM_ENOMEM);
        CHECK_STR(bm_last_error(), "out of memory");
        CHECK(s == NULL);
        if (k > 100000)
            break;
    }
}

static void test_allocation_failures(void)
{
    static const char *const specs[] = {"mitchell:tables=8,boards=2,phantom=8ew@3",
                                        "mitchell:tables=8,variant=skip",
                                        "web:tables=6,rounds=5"};
    for (size_t i = 0; i < sizeof specs / sizeof specs[0]; i++) {
        struct bm_movement *m = build(specs[i]);
        bm_movement_set_switched(m, 8, 1, 2, 1);
        alloc_loop(BM_GUIDE_DESCRIPTION, 0, BM_FORM_TEXT, m);
        alloc_loop(BM_GUIDE_DESCRIPTION, 0, BM_FORM_JSON, m);
        alloc_loop(BM_GUIDE_PAIR, 9, BM_FORM_TEXT, m);
        alloc_loop(BM_GUIDE_TABLE, 1, BM_FORM_TEXT, m);
        alloc_loop(BM_GUIDE_ALL, 0, BM_FORM_TEXT, m);
        alloc_loop(BM_GUIDE_ALL, 0, BM_FORM_JSON, m);
        alloc_loop(BM_GUIDE_PAIR, 9, BM_FORM_JSON, m);
        alloc_loop(BM_GUIDE_TABLE, 5, BM_FORM_JSON, m);
        if (bm_movement_stands(m)) {
            alloc_loop(BM_GUIDE_STAND, 1, BM_FORM_TEXT, m);
            alloc_loop(BM_GUIDE_STAND, 1, BM_FORM_JSON, m);
        }
        bm_movement_free(m);
    }
}

/* A name holding an escape sequence (a file's, issue 25) reaches the terminal made visible:
 * the guide's and the analysis's text carry no control character. */
static void test_name_controls(void)
{
    struct bm_movement *m = build("mitchell:tables=3");
    char *g = NULL, *a = NULL;
    struct bm_analysis *an = NULL;
    CHECK_EQ(bm_movement_set_name(m, "evil\x1b[31mred\x07 \xc2\x9b" "2J caf\xc3\xa9"), BM_OK);
    CHECK_EQ(bm_guide_report(&g, m, BM_GUIDE_ALL, 0, BM_FORM_TEXT), BM_OK);
    CHECK_EQ(bm_analysis_new(&an, m), BM_OK);
    CHECK_EQ(bm_analysis_report(&a, an, BM_FORM_TEXT), BM_OK);
    const char *shown = "evil\\u001B[31mred\\u0007 \\u009B2J caf\xc3\xa9";
    CHECK(g && strstr(g, shown) && !strchr(g, '\x1b') && !strchr(g, '\x07'));
    CHECK(a && strstr(a, shown) && !strchr(a, '\x1b') && !strstr(a, "\xc2\x9b"));
    bm_free(g);
    bm_free(a);
    bm_analysis_free(an);
    bm_movement_free(m);
}

int main(void)
{
    RUN(test_name_controls());
    RUN(test_table_I());
    RUN(test_table_VI_switch());
    RUN(test_table_IIa());
    RUN(test_table_IIb());
    RUN(test_phantom());
    RUN(test_rests_without_stands());
    RUN(test_describe_every_mitchell());
    RUN(test_following_every_mitchell());
    RUN(test_irregular());
    RUN(test_smoke_references());
    RUN(test_families());
    RUN(test_all_text());
    RUN(test_json());
    RUN(test_bad_arguments());
    RUN(test_allocation_failures());
    return test_report();
}
