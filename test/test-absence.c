/* SPDX-License-Identifier: MIT */
/* Absences: several phantoms, a pair arriving late, a pair leaving, in every family. The spec
 * keys (phantom=6ew+7ew, late=12@3, leaves=13@5) and their refusals, the model's windows and
 * its setters, the rules (complete excuses a sit-out, strictly complete does not), the
 * analysis (who is counted, how often a board is played) and the cards ("not yet arrived",
 * "has left", "absent", "sit out (table 1, NS: pair 14 has left)", the sit-out table). */
#include "test.h"
#include "test-build.h"

#include <bridgemove/bridgemove.h>

static unsigned leaves_at(const struct bm_movement *m, unsigned p)
{
    unsigned r = 99;
    CHECK_EQ(bm_movement_phantom(&r, m, p), BM_OK);
    return r;
}

static unsigned arrives_at(const struct bm_movement *m, unsigned p)
{
    unsigned r = 99;
    CHECK_EQ(bm_movement_arrival(&r, m, p), BM_OK);
    return r;
}

static int present(const struct bm_movement *m, unsigned p, unsigned r)
{
    int v = -1;
    CHECK_EQ(bm_movement_present(&v, m, p, r), BM_OK);
    return v;
}

static int holds(const struct bm_movement *m, enum bm_rule rule)
{
    struct bm_check *c = NULL;
    int h = -1;
    CHECK_EQ(bm_check_new(&c, m), BM_OK);
    CHECK_EQ(bm_check_holds(&h, c, rule), BM_OK);
    bm_check_free(c);
    return h;
}

static int flag(const struct bm_movement *m, enum bm_flag which)
{
    struct bm_analysis *an = NULL;
    int v = -1;
    CHECK_EQ(bm_analysis_new(&an, m), BM_OK);
    CHECK_EQ(bm_analysis_flag(&v, an, which), BM_OK);
    bm_analysis_free(an);
    return v;
}

static char *card(const struct bm_movement *m, char kind, unsigned n)
{
    char *s = NULL;
    CHECK_EQ(kind == 'p'   ? bm_guide_report(&s, m, BM_GUIDE_PAIR, n, BM_FORM_TEXT)
             : kind == 't' ? bm_guide_report(&s, m, BM_GUIDE_TABLE, n, BM_FORM_TEXT)
                           : bm_guide_report(&s, m, BM_GUIDE_DESCRIPTION, 0, BM_FORM_TEXT),
             BM_OK);
    return s;
}

/* The card of kind and number contains words. */
static void card_says(const struct bm_movement *m, char kind, unsigned n, const char *words)
{
    char *s = card(m, kind, n);
    CHECK(s && strstr(s, words));
    if (s && !strstr(s, words))
        fprintf(stderr, "  card %c%u lacks \"%s\":\n%s", kind, n, words, s);
    bm_free(s);
}

/* ---- the spec keys ---- */

static void spec_keys(void)
{
    struct bm_movement *m = build("mitchell:tables=7,phantom=6ew+7ew,late=12@3");
    CHECK_EQ(leaves_at(m, 13), 1);
    CHECK_EQ(leaves_at(m, 14), 1);
    CHECK_EQ(leaves_at(m, 12), 0);
    CHECK_EQ(arrives_at(m, 12), 3);
    CHECK_EQ(arrives_at(m, 11), 0);
    CHECK_EQ(present(m, 12, 2), 0);
    CHECK_EQ(present(m, 12, 3), 1);
    CHECK_EQ(present(m, 13, 7), 0);
    bm_movement_free(m);

    /* leaves=P@R is phantom=P@R; pair numbers and seats name the same pairs */
    struct bm_movement *a = build("mitchell:tables=7,leaves=13@5");
    struct bm_movement *b = build("mitchell:tables=7,phantom=13@5");
    struct bm_movement *c = build("mitchell:tables=7,phantom=6ew@5");
    int equal = 0;
    CHECK_EQ(bm_movement_equal(&equal, a, b), BM_OK);
    CHECK_EQ(equal, 1);
    CHECK_EQ(bm_movement_equal(&equal, a, c), BM_OK);
    CHECK_EQ(equal, 1);
    bm_movement_free(a);
    bm_movement_free(b);
    bm_movement_free(c);

    /* one pair arriving late and leaving early: present in rounds 3..5 only */
    m = build("mitchell:tables=7,late=12@3,leaves=12@6+3@2");
    for (unsigned r = 1; r <= 7; r++) {
        CHECK_EQ(present(m, 12, r), r >= 3 && r <= 5);
        CHECK_EQ(present(m, 3, r), r < 2);
    }
    bm_movement_free(m);

    build_refused("mitchell:tables=7,late=14", BM_EPARSE, "late=14: the round is missing");
    build_refused("mitchell:tables=7,late=14@1", BM_EPARSE, "is not late");
    build_refused("mitchell:tables=7,late=14@8", BM_EPARSE, "the round after @ must be 1..7");
    build_refused("mitchell:tables=7,leaves=14", BM_EPARSE, "the round is missing");
    build_refused("mitchell:tables=7,phantom=14,leaves=14@3", BM_EPARSE, "pair 14 is named twice");
    build_refused("mitchell:tables=7,phantom=13+13", BM_EPARSE, "pair 13 is named twice");
    build_refused("mitchell:tables=7,late=14@2+14@3", BM_EPARSE, "pair 14 is named twice");
    build_refused("mitchell:tables=7,late=14@5,leaves=14@3", BM_EPARSE,
                  "pair 14 would never play: it arrives for round 5 but is absent from round 3");
    build_refused("mitchell:tables=7,phantom=9ew", BM_EPARSE, "phantom=9ew: no such seat");
    build_refused("mitchell:tables=7,phantom=6ew+", BM_EPARSE, "no participant");
    build_refused("mitchell:tables=7,phantom=15", BM_EPARSE, "no such participant");
    build_refused("mitchell:tables=7,late=3xx@2", BM_EPARSE, "unexpected text");
    build_refused("mitchell:tables=7,phantom=99999999", BM_EPARSE, "no such participant");
    build_refused("individual:players=8,phantom=1ns", BM_EPARSE, "no such seat");
    build_refused("individual:players=8,late=9@2", BM_EPARSE, "a player number 1..8");
}

/* ---- the model ---- */

static void model(void)
{
    struct bm_movement *m = build("mitchell:tables=5");
    unsigned r = 7;
    CHECK_EQ(bm_movement_set_arrival(m, 6, 3), BM_OK);
    CHECK_EQ(arrives_at(m, 6), 3);
    CHECK_EQ(bm_movement_set_arrival(m, 6, 1), BM_OK); /* round 1 is from the start */
    CHECK_EQ(arrives_at(m, 6), 0);
    CHECK_EQ(bm_movement_set_arrival(m, 6, 5), BM_OK);
    CHECK_EQ(bm_movement_set_arrival(m, 6, 6), BM_ERANGE);
    CHECK_EQ(bm_movement_set_arrival(m, 11, 2), BM_ERANGE);
    CHECK_EQ(bm_movement_set_arrival(m, 0, 2), BM_ERANGE);
    CHECK_EQ(bm_movement_set_arrival(NULL, 1, 2), BM_EINVAL);
    CHECK_EQ(bm_movement_arrival(&r, m, 11), BM_ERANGE);
    CHECK_EQ(r, 0);
    CHECK_EQ(bm_movement_arrival(NULL, m, 1), BM_EINVAL);
    CHECK_EQ(bm_movement_arrival(&r, NULL, 1), BM_EINVAL);
    /* copies carry the arrival; equality sees it */
    struct bm_movement *c = NULL;
    int equal = -1;
    CHECK_EQ(bm_movement_copy(&c, m), BM_OK);
    CHECK_EQ(arrives_at(c, 6), 5);
    CHECK_EQ(bm_movement_equal(&equal, c, m), BM_OK);
    CHECK_EQ(equal, 1);
    CHECK_EQ(bm_movement_set_arrival(c, 6, 0), BM_OK);
    CHECK_EQ(bm_movement_equal(&equal, c, m), BM_OK);
    CHECK_EQ(equal, 0);
    /* leaving before arriving: absent every round, a phantom in the statistics */
    CHECK_EQ(bm_movement_set_phantom(m, 6, 4), BM_OK);
    for (unsigned k = 1; k <= 5; k++)
        CHECK_EQ(present(m, 6, k), 0);
    struct bm_analysis *an = NULL;
    int counted = -1;
    CHECK_EQ(bm_analysis_new(&an, m), BM_OK);
    CHECK_EQ(bm_analysis_counted(&counted, an, 6), BM_OK);
    CHECK_EQ(counted, 0);
    bm_analysis_free(an);
    /* a relabelling takes the windows along; reordering rounds refuses to scatter them */
    struct bm_movement *d = NULL;
    unsigned perm[10] = {2, 1, 3, 4, 5, 7, 6, 8, 9, 10};
    CHECK_EQ(bm_movement_set_phantom(m, 6, 0), BM_OK);
    CHECK_EQ(bm_movement_relabel_participants(&d, m, perm, 10), BM_OK);
    CHECK_EQ(arrives_at(d, 7), 5);
    CHECK_EQ(arrives_at(d, 6), 0);
    bm_movement_free(d);
    unsigned rounds[5] = {5, 4, 3, 2, 1};
    CHECK_EQ(bm_movement_permute_rounds(&d, m, rounds, 5), BM_EUNSUPPORTED);
    CHECK(strstr(bm_last_error(), "participant 6 arrives for round 5") != NULL);
    CHECK_EQ(bm_movement_dual(&d, m), BM_EUNSUPPORTED);
    bm_movement_free(c);
    bm_movement_free(m);
}

/* ---- JSON and grid text: every window, losslessly ---- */

/* Read text as format; a failure must say `says`. */
static struct bm_movement *read_with(const char *format, const char *text, enum bm_status want,
                                     const char *says)
{
    struct bm_movement *m = NULL;
    enum bm_status st = bm_movement_read(&m, text, strlen(text), format, NULL);
    const char *msg = st ? bm_last_error() : "";
    CHECK_EQ(st, want);
    CHECK(strstr(msg, says) != NULL);
    if (st != want || !strstr(msg, says))
        fprintf(stderr, "  read: %s (want \"%s\")\n", msg, says);
    return m;
}

static void formats(void)
{
    struct bm_movement *m = build("mitchell:tables=7,phantom=7ew,late=12@3,leaves=12@6+9@4");
    char *json = NULL, *text = NULL;
    CHECK_EQ(bm_movement_write(&json, m, BM_FORMAT_JSON, NULL, NULL), BM_OK);
    CHECK(json && strstr(json, "  \"requires\": [\"late\"],\n"));
    CHECK(json && strstr(json, "  \"phantoms\": [[9, 4], [12, 6], [14]],\n"
                               "  \"late\": [[12, 3]],\n"));
    CHECK_EQ(bm_movement_write(&text, m, BM_FORMAT_TEXT, NULL, NULL), BM_OK);
    CHECK(text && strstr(text, "# phantoms: 9@4 12@6 14\n# late: 12@3\n"));
    int equal = 0;
    struct bm_movement *back = read_with("json", json, BM_OK, "");
    CHECK(back && bm_movement_equal(&equal, m, back) == BM_OK && equal);
    bm_movement_free(back);
    back = read_with("text", text, BM_OK, "");
    CHECK(back && bm_movement_equal(&equal, m, back) == BM_OK && equal);
    bm_movement_free(back);
    bm_free(json);
    bm_free(text);
    bm_movement_free(m);

    /* without a late arrival nothing is required: files of 0.1 read and write alike */
    m = build("mitchell:tables=7,phantom=7ew");
    CHECK_EQ(bm_movement_write(&json, m, BM_FORMAT_JSON, NULL, NULL), BM_OK);
    CHECK(json && !strstr(json, "requires") && !strstr(json, "late"));
    bm_free(json);
    bm_movement_free(m);

    static const char *const head =
        "{\"format\": \"bridgemove/1\", \"event\": \"pairs\", \"tables\": 1, \"rounds\": 3, "
        "\"sets\": 3, \"participants\": 2, \"grid\": [[{\"ns\": 1, \"ew\": 2, \"set\": 1}], "
        "[{\"ns\": 1, \"ew\": 2, \"set\": 2}], [{\"ns\": 1, \"ew\": 2, \"set\": 3}]]";
    char doc[512];
    snprintf(doc, sizeof doc, "%s, \"requires\": [\"late\"], \"late\": [[2, 3]]}", head);
    m = read_with("json", doc, BM_OK, "");
    CHECK(m && arrives_at(m, 2) == 3);
    bm_movement_free(m);
    snprintf(doc, sizeof doc, "%s, \"requires\": [\"late\", \"sections\"]}", head);
    read_with("json", doc, BM_EPARSE,
              "requires[1]: unknown requirement \"sections\" (this reader knows \"late\")");
    snprintf(doc, sizeof doc, "%s, \"late\": [[2, 1]]}", head);
    read_with("json", doc, BM_EPARSE, "late[0][1]");
    snprintf(doc, sizeof doc, "%s, \"late\": [[2, 2], [2, 3]]}", head);
    read_with("json", doc, BM_EPARSE, "participant 2 is listed twice");
    snprintf(doc, sizeof doc, "%s, \"phantoms\": [[2, 2]], \"late\": [[2, 3]]}", head);
    read_with("json", doc, BM_EPARSE, "participant 2 would never play");
    snprintf(doc, sizeof doc, "%s, \"late\": [2]}", head);
    read_with("json", doc, BM_EPARSE, "expected [participant, first_round]");

    static const char *const grid = "1: 1 A 2\n2: 1 B 2\n3: 1 C 2\n";
    snprintf(doc, sizeof doc, "# late: 2@3\n%s", grid);
    m = read_with("text", doc, BM_OK, "");
    CHECK(m && arrives_at(m, 2) == 3);
    bm_movement_free(m);
    snprintf(doc, sizeof doc, "# late: 2\n%s", grid);
    read_with("text", doc, BM_EPARSE, "line 1, column 9: expected PARTICIPANT@ROUND");
    snprintf(doc, sizeof doc, "# late: 2@1\n%s", grid);
    read_with("text", doc, BM_EPARSE, "out of range 2..3");
    snprintf(doc, sizeof doc, "# phantoms: 2@2\n# late: 2@3\n%s", grid);
    read_with("text", doc, BM_EPARSE, "participant 2 would never play");
}

/* ---- the rules, the analysis and the cards of two phantoms and a late arrival ---- */

static void two_phantoms_and_a_late_arrival(void)
{
    struct bm_movement *m = build("mitchell:tables=7,boards=2,phantom=6ew+7ew,late=12@3");
    struct bm_check *c = NULL;
    unsigned n = 0;
    CHECK_EQ(bm_check_new(&c, m), BM_OK);
    /* each NS pair meets 13 and 14 once; two of them meet 12 before it arrives; pair 12
     * misses rounds 1-2: complete, bar the rounds sat out, not strictly */
    for (int rule = BM_RULE_1A; rule <= BM_RULE_COMPLETE; rule++)
        CHECK_EQ(holds(m, (enum bm_rule)rule), 1);
    CHECK_EQ(holds(m, BM_RULE_COMPLETE_STRICT), 0);
    CHECK_EQ(bm_check_sitting_out(c), 8);
    CHECK_EQ(bm_check_violations(&n, c, BM_RULE_COMPLETE_STRICT), BM_OK);
    CHECK_EQ(n, 8);
    char *text = NULL;
    CHECK_EQ(bm_check_report(&text, c, BM_FORM_TEXT), BM_OK);
    CHECK(text && strstr(text, "(8 pairs sit out a round or more: absent, seated nowhere, or "
                               "opposite an absent pair or an\n empty seat;"));
    CHECK(text && strstr(text, "3A       yes  every NS pair plays every board set, bar the "
                               "rounds it sits out\n"));
    CHECK(text && strstr(text, "3B       yes  every EW pair has a table in every round it is "
                               "present\n"));
    CHECK(text && strstr(text, "strictly NO   everybody plays every board set, no round sat "
                               "out (8 violations; first: pair 1, set "));
    bm_free(text);
    bm_check_free(c);
    CHECK_EQ(flag(m, BM_FLAG_COMPLETE), 1);
    CHECK_EQ(flag(m, BM_FLAG_COMPLETE_STRICT), 0);
    CHECK_EQ(flag(m, BM_FLAG_ONE_WINNER), 0);

    /* the analysis counts the late pair, not the phantoms: 12 pairs, 66 pairs of pairs */
    struct bm_analysis *an = NULL;
    double pairs = 0;
    unsigned played = 0;
    int counted = -1;
    CHECK_EQ(bm_analysis_new(&an, m), BM_OK);
    CHECK_EQ(bm_analysis_stat(&pairs, an, BM_STAT_PAIRS), BM_OK);
    CHECK_NEAR(pairs, 66, 0);
    CHECK_EQ(bm_analysis_counted(&counted, an, 12), BM_OK);
    CHECK_EQ(counted, 1);
    CHECK_EQ(bm_analysis_counted(&counted, an, 13), BM_OK);
    CHECK_EQ(counted, 0);
    CHECK_EQ(bm_analysis_boards_played(&played, an, 12), BM_OK);
    CHECK_EQ(played, 10); /* rounds 3-7, two boards each */
    bm_analysis_free(an);

    /* the cards: who is away and why */
    card_says(m, 'p', 12, "Round 1: not yet arrived\nRound 2: not yet arrived\nRound 3: table ");
    card_says(m, 'p', 13, "Round 1: absent\n");
    unsigned t = 0;
    enum bm_field f = 0;
    CHECK_EQ(bm_movement_seat_of(&t, &f, m, 12, 1), BM_OK); /* its grid seat in round 1 */
    CHECK_EQ(f, BM_FIELD_EW);
    char words[128];
    snprintf(words, sizeof words, "Round 1: sit out (table %u, NS: pair 12 has not yet arrived)\n",
             t);
    card_says(m, 'p', t, words);
    snprintf(words, sizeof words, "Round 1: NS %u, EW 12 (not yet arrived), boards ", t);
    card_says(m, 't', t, words);
    card_says(m, 'd', 0, "Pair 12 arrives for round 3: its opponents sit out in rounds 1-2.\n"
                         "Pair 13 is a phantom: its opponents sit out.\n"
                         "Pair 14 is a phantom: its opponents sit out.\n");
    bm_movement_free(m);

    /* a pair leaving: its card says so, its opponents sit out */
    m = build("mitchell:tables=7,leaves=3@6");
    card_says(m, 'p', 3, "Round 5: table 3, NS, against pair 13, board 7\nRound 6: has left\n"
                         "Round 7: has left\n");
    card_says(m, 'p', 12, "Round 6: sit out (table 3, EW: pair 3 has left)\n");
    card_says(m, 't', 3, "Round 6: NS 3 (has left), EW 12, board 1, not played; after the "
                         "round: EW 12 to table 4, board 1 to table 2\n");
    bm_movement_free(m);
}

/* The literal 3A excuses one set per round sat out, no more: pair 1 sits out round 2 (the
 * phantom) and replays a set in round 3, missing two. */
static void sit_out_excuses_one_set(void)
{
    struct bm_movement *m = build("mitchell:tables=7,phantom=7ew");
    CHECK_EQ(holds(m, BM_RULE_3A), 1);
    CHECK_EQ(bm_movement_set(m, 3, 1, BM_FIELD_SET, 1), BM_OK);
    CHECK_EQ(holds(m, BM_RULE_3A), 0);
    CHECK_EQ(holds(m, BM_RULE_COMPLETE), 0);
    CHECK_EQ(flag(m, BM_FLAG_COMPLETE), 0);
    bm_movement_free(m);
}

/* Howell with 13 pairs: table 1 never plays. The grid seats the pair there (seat_of says so),
 * the pair sits out, and the cards call table 1 the sit-out, never a table to set up. */
static void sit_out_table(void)
{
    struct bm_movement *m = build("howell:pairs=13");
    unsigned t = 0;
    enum bm_field f = 0;
    int out = 0;
    CHECK_EQ(bm_movement_seat_of(&t, &f, m, 1, 1), BM_OK);
    CHECK_EQ(t, 1);
    CHECK_EQ(f, BM_FIELD_EW);
    CHECK_EQ(bm_guide_sits_out(&out, m, 1, 1), BM_OK);
    CHECK_EQ(out, 1);
    card_says(m, 'p', 1, "Round 1: sit out\nRound 2: table ");
    card_says(m, 't', 1, "Table 1: the sit-out, no table to set up (Perfect Howell, 7 tables, "
                         "13 pairs)\nRound 1: pair 1 sits out; board 1 not played, then to "
                         "table ");
    card_says(m, 'd', 0, "Table 1 is the sit-out, no table to set up: whoever the grid seats "
                         "there sits out the round.\n");
    /* complete and perfect, bar the sit-outs; not strictly complete */
    CHECK_EQ(holds(m, BM_RULE_COMPLETE), 1);
    CHECK_EQ(holds(m, BM_RULE_COMPLETE_STRICT), 0);
    CHECK_EQ(flag(m, BM_FLAG_PERFECT), 1);
    bm_movement_free(m);
}

/* ---- every family ---- */

static const struct {
    const char *spec, *opponent_word;
} families[] = {
    {"mitchell:tables=7", "pair"},         {"mitchell:tables=8", "pair"},
    {"extended:tables=7", "pair"},         {"bowman:tables=9", "pair"},
    {"rover:tables=8", "pair"},            {"worger:tables=7", "pair"},
    {"howell:tables=5", "pair"},           {"howell:pairs=11", "pair"},
    {"web:tables=6,rounds=5", "pair"},     {"american:tables=7", "team"},
    {"stagger:tables=8", "team"},          {"thurner:teams=8", "team"},
    {"circulation", "team"},               {"triplicate", "team"},
    {"tournant", "pair"},                  {"individual:players=8", "player"},
    {"individual:players=13", "player"},  {"hesitation:tables=7", "pair"},
    {"appendix:tables=8", "pair"},         {"roundrobin:teams=6", "team"},
    {"crisscross:tables=8", "pair"},
    {"howell:tables=8,rounds=13", "pair"}, {"howell:pairs=13,rounds=9,switch=1", "pair"},
    {"howell:tables=6,rounds=7", "pair"},  {"howell:tables=2,rounds=6", "pair"},
    {"howell:tables=3", "pair"},
};

/* Whether spec names family (exactly: "mitchell" or "mitchell:..."). */
static int is_of(const char *spec, const char *family)
{
    size_t n = strlen(family);
    return strncmp(spec, family, n) == 0 && (spec[n] == ':' || spec[n] == '\0');
}

/* The first participant the grid seats in round 1, and its table. */
static unsigned first_seated(const struct bm_movement *m, unsigned *table)
{
    for (unsigned p = 1; p <= bm_movement_participants(m); p++)
        if (bm_movement_seat_of(table, NULL, m, p, 1) == BM_OK && *table)
            return p;
    return 0;
}

/* late=P@2 and leaves=Q@R: P's card says "not yet arrived", Q's "has left"; whoever faces P
 * in round 1 sits out, saying why; check and analyse agree on complete. */
static void family_absences(const char *base, const char *word)
{
    struct bm_movement *m = build(base);
    if (!m)
        return;
    unsigned R = bm_movement_rounds(m), t = 0, p = first_seated(m, &t);
    bm_movement_free(m);
    CHECK(p != 0 && R >= 2);
    char spec[256];
    snprintf(spec, sizeof spec, "%s%slate=%u@2,leaves=%u@%u", base, strchr(base, ':') ? "," : ":",
             p, p == 1 ? 2 : 1, R);
    test_context("%s", spec);
    m = build(spec);
    if (!m)
        return;
    card_says(m, 'p', p, "Round 1: not yet arrived\n");
    char words[96];
    snprintf(words, sizeof words, "Round %u: has left\n", R);
    card_says(m, 'p', p == 1 ? 2 : 1, words);
    /* the others at p's round-1 table sit out, naming p (or its team) as not yet arrived */
    for (unsigned q = 1; q <= bm_movement_participants(m); q++) {
        unsigned tq = 0;
        CHECK_EQ(bm_movement_seat_of(&tq, NULL, m, q, 1), BM_OK);
        if (q == p || tq != t || !present(m, q, 1))
            continue;
        int out = 0;
        CHECK_EQ(bm_guide_sits_out(&out, m, q, 1), BM_OK);
        CHECK_EQ(out, 1);
        char *s = card(m, 'p', q);
        unsigned team = 0;
        bm_movement_team(&team, m, p);
        snprintf(words, sizeof words, ": %s %u has not yet arrived)\n", word,
                 strcmp(word, "team") == 0 ? team : p);
        CHECK(s && strstr(s, "Round 1: sit out") && (strstr(s, words) || !strstr(s, "Round 1: sit out (")));
        bm_free(s);
    }
    CHECK_EQ(holds(m, BM_RULE_COMPLETE), flag(m, BM_FLAG_COMPLETE));
    CHECK_EQ(holds(m, BM_RULE_COMPLETE_STRICT), 0); /* p misses round 1 */
    CHECK_EQ(flag(m, BM_FLAG_COMPLETE_STRICT), 0);
    bm_movement_free(m);

    /* two phantoms: the first two participants */
    snprintf(spec, sizeof spec, "%s%sphantom=1+2", base, strchr(base, ':') ? "," : ":");
    test_context("%s", spec);
    m = build(spec);
    if (!m)
        return;
    card_says(m, 'p', 1, "Round 1: absent\n");
    card_says(m, 'p', 2, "Round 1: absent\n");
    CHECK_EQ(holds(m, BM_RULE_COMPLETE), flag(m, BM_FLAG_COMPLETE));
    CHECK_EQ(holds(m, BM_RULE_COMPLETE_STRICT), flag(m, BM_FLAG_COMPLETE_STRICT));
    bm_movement_free(m);
}

static void every_family(void)
{
    for (unsigned i = 1; i <= bm_family_count(); i++) {
        const char *name = bm_family_name(i);
        unsigned specs = 0;
        for (size_t k = 0; k < sizeof families / sizeof *families; k++)
            if (is_of(families[k].spec, name)) {
                family_absences(families[k].spec, families[k].opponent_word);
                specs++;
            }
        if (!specs)
            fprintf(stderr, "family %s: give it a spec in test-absence.c\n", name);
        CHECK(specs > 0);
    }
}

int main(void)
{
    RUN(spec_keys());
    RUN(model());
    RUN(formats());
    RUN(two_phantoms_and_a_late_arrival());
    RUN(sit_out_excuses_one_set());
    RUN(sit_out_table());
    RUN(every_family());
    return test_report();
}
