/* SPDX-License-Identifier: MIT */
/* Reading EBUScore movement files (doc/formats.md). The header's length and type say the
 * event: five fields are a teams movement; six fields a pairs movement (types 0, 1, 2, the
 * sixth the missing pair) or an individual one (types 3, 4, the sixth the players). Then one
 * line per table: for every round NS, EW and the board set (individual: N, S, E, W, set).
 * Teams are numbered as teams: team k is read as pairs k (NS) and k + N (EW). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/csv.h"
#include "formats/ebu.h"
#include "formats/exchange.h"
#include "util/alloc.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"

#define MAX_NUMBER (4 * BM_MAX_DIM)

struct ebu_header {
    unsigned type, tables, boards, per_round, rounds, sixth, sets;
    enum bm_event event;
};

static enum bm_status read_header(struct bm_csv *c, const struct bm_csv_record *h,
                                  struct ebu_header *e)
{
    static const char *const what[6] = {"the movement type", "the tables", "the boards",
                                        "the boards per round", "the rounds", NULL};
    static const unsigned hi[6] = {7, BM_MAX_DIM, MAX_NUMBER * BM_MAX_BOARDS_PER_SET,
                                   BM_MAX_BOARDS_PER_SET, BM_MAX_DIM, MAX_NUMBER};
    unsigned v[6] = {0};
    if (h->n < 5 || h->n > 6)
        return bm_csv_error(c, h, h->n > 6 ? &h->field[6] : NULL,
                            "an EBUScore header has 5 fields (teams: type, tables, boards, boards "
                            "per round, rounds) or 6 (pairs add the missing pair, individuals "
                            "the players); this line has %u", h->n);
    e->type = 0;
    e->event = h->n == 5 ? BM_EVENT_TEAMS : BM_EVENT_PAIRS;
    for (unsigned i = 0; i < h->n; i++) {
        const char *name = what[i] ? what[i]
                                   : v[0] == 3 || v[0] == 4 ? "the players" : "the missing pair";
        enum bm_status st = bm_csv_uint(c, h, &h->field[i], name, i && i < 5 ? 1 : 0, hi[i], 0,
                                        &v[i]);
        if (st)
            return st;
    }
    if (h->n == 6 && (v[0] == 3 || v[0] == 4))
        e->event = BM_EVENT_INDIVIDUAL;
    else if (h->n == 6 && v[0] >= 5)
        return bm_csv_error(c, h, &h->field[5], "type %u is a teams movement, whose header has "
                            "five fields (no missing pair)", v[0]);
    else if (h->n == 5 && (v[0] == 3 || v[0] == 4))
        return bm_csv_error(c, h, NULL, "type %u is an individual movement, whose header has a "
                            "sixth field: the players", v[0]);
    if (e->event == BM_EVENT_INDIVIDUAL && !v[5])
        return bm_csv_error(c, h, &h->field[5], "an individual movement needs 1 or more players");
    if (v[2] % v[3])
        return bm_csv_error(c, h, &h->field[2], "%u boards are not a whole number of rounds of "
                            "%u boards", v[2], v[3]);
    e->type = v[0];
    e->tables = v[1];
    e->boards = v[2];
    e->per_round = v[3];
    e->rounds = v[4];
    e->sixth = v[5];
    e->sets = v[2] / v[3];
    if (e->sets > MAX_NUMBER)
        return bm_csv_error(c, h, &h->field[2], "more than %u board sets", MAX_NUMBER);
    return BM_OK;
}

/* The growing values of the table lines: per table and round, the seats in slot order then
 * the set (5 values), as the lines come (so memory follows the input, not the header). */
struct values {
    unsigned *v;
    size_t n, cap;
};

static enum bm_status push(struct values *vs, unsigned x)
{
    if (!bm_reserve(&vs->v, &vs->cap, vs->n + 1, sizeof *vs->v, 256))
        return BM_ENOMEM;
    vs->v[vs->n++] = x;
    return BM_OK;
}

/* One table line: rounds x (NS, EW, set) or rounds x (N, S, E, W, set). */
static enum bm_status read_table(struct bm_csv *c, const struct ebu_header *e, unsigned t,
                                 struct values *vs)
{
    static const char *const pair_names[3] = {"NS", "EW", "the board set"};
    static const char *const player_names[5] = {"N", "S", "E", "W", "the board set"};
    unsigned w = e->event == BM_EVENT_INDIVIDUAL ? 5 : 3, want = e->rounds * w, i = 0;
    unsigned most = e->event == BM_EVENT_TEAMS        ? MAX_NUMBER / 2
                    : e->event == BM_EVENT_INDIVIDUAL ? e->sixth
                                                      : MAX_NUMBER;
    struct bm_csv_field f;
    enum bm_status st = BM_OK;
    for (int last = 0; !st && !last; i++) {
        if ((st = bm_csv_field(c, &f, &last)))
            return st;
        if (i == want)
            return bm_csv_error(c, NULL, &f, "table %u has more than %u fields (%u rounds of "
                                "%s)", t, want, e->rounds,
                                w == 5 ? "N, S, E, W and the board set" : "NS, EW and the set");
        unsigned k = i % w, x;
        st = bm_csv_uint(c, NULL, &f, w == 5 ? player_names[k] : pair_names[k], 0,
                         k == w - 1 ? e->sets : most, 0, &x);
        if (!st && k == w - 1)
            for (unsigned pad = w; !st && pad < 5; pad++)
                st = push(vs, 0); /* pairs fill slots 2 and 3 with 0 */
        if (!st)
            st = push(vs, x);
    }
    if (!st && i < want) {
        f.line = c->line - 1;
        f.column = c->end_column;
        st = bm_csv_error(c, NULL, &f, "table %u has %u fields, expected %u (%u rounds of %s)",
                          t, i, want, e->rounds,
                          w == 5 ? "N, S, E, W and the board set" : "NS, EW and the board set");
    }
    return st;
}

/* Type 2: rounds in which both pairs sit against their own direction are switched rounds. */
static enum bm_status unswitch(struct bm_movement *m)
{
    unsigned *count = bm_calloc(2 * ((size_t)m->participants + 1), sizeof *count);
    unsigned char *first = bm_calloc((size_t)m->participants + 1, 1);
    if (!count || !first) {
        free(count);
        free(first);
        return BM_ENOMEM;
    }
    for (unsigned r = 1; r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++)
            for (unsigned k = 0; bm_cell_at(m, r, t)->active && k < 2; k++) {
                unsigned p = bm_cell_at(m, r, t)->seat[k];
                count[2 * p + k]++;
                if (p && !first[p])
                    first[p] = (unsigned char)(k + 1);
            }
    for (unsigned r = 1; r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++) {
            struct bm_cell *c = bm_cell_at(m, r, t);
            unsigned ns = c->seat[0], ew = c->seat[1];
            if (!c->active || !c->set || !ns || !ew ||
                bm_ebu_home(count[2 * ns], count[2 * ns + 1], first[ns]) != 2 ||
                bm_ebu_home(count[2 * ew], count[2 * ew + 1], first[ew]) != 1)
                continue;
            c->seat[0] = ew;
            c->seat[1] = ns;
            for (unsigned i = 1; i <= m->set_size[c->set - 1]; i++)
                bm_switch_bit_set(m, r, t, i, 1);
        }
    free(count);
    free(first);
    return BM_OK;
}

/* Nobody plays themselves: two seats of one cell holding the same participant (RoundData's
 * reader refuses it too, and a scorer could not score it). A pair seated at two tables of a
 * round is held, as JSON holds it (doc/formats.md). line_of[t]: table t's line. */
static enum bm_status nobody_plays_itself(const struct bm_movement *m, const unsigned *line_of)
{
    unsigned r, t, p;
    if (!bm_find_self_play(m, &r, &t, &p))
        return BM_OK;
    return bm_fail(BM_EPARSE, "line %u: %s %u plays itself at table %u in round %u (it holds "
                   "two seats of the table)", line_of[t], bm_participant_word(m->event), p, t, r);
}

static enum bm_status build(const struct ebu_header *e, const unsigned *cells,
                            const unsigned *line_of, struct bm_movement **out)
{
    unsigned most = e->event == BM_EVENT_PAIRS ? e->sixth : 0;
    size_t n = (size_t)e->tables * e->rounds;
    for (size_t i = 0; i < n; i++)
        for (unsigned k = 0; k < 4; k++)
            most = cells[i * 5 + k] > most ? cells[i * 5 + k] : most;
    unsigned teams = most;
    unsigned participants = e->event == BM_EVENT_INDIVIDUAL ? e->sixth
                            : e->event == BM_EVENT_TEAMS    ? 2 * teams
                                                            : most;
    participants += !participants;
    struct bm_movement *m = NULL;
    enum bm_status st = bm_movement_new(&m, e->event, e->rounds, e->tables, participants,
                                        e->sets, e->per_round);
    if (st)
        return st;
    for (unsigned t = 1; t <= e->tables; t++)
        for (unsigned r = 1; r <= e->rounds; r++) {
            const unsigned *v = &cells[(((size_t)t - 1) * e->rounds + r - 1) * 5];
            if (!v[0] && !v[1] && !v[2] && !v[3] && !v[4])
                continue;
            struct bm_cell *c = bm_cell_at(m, r, t);
            c->active = 1;
            c->copy = 1;
            c->set = v[4];
            memcpy(c->seat, v, sizeof c->seat);
            if (e->event == BM_EVENT_TEAMS && v[1])
                c->seat[1] = v[1] + teams;
        }
    for (unsigned k = 1; e->event == BM_EVENT_TEAMS && k <= teams; k++) {
        m->team_of[k] = k;
        m->team_of[k + teams] = k;
    }
    if (e->event == BM_EVENT_PAIRS && e->sixth)
        m->phantom_from[e->sixth] = 1;
    if (e->event != BM_EVENT_TEAMS) /* a team's two pairs share its number */
        st = nobody_plays_itself(m, line_of);
    if (!st && e->event == BM_EVENT_PAIRS && e->type == 2)
        st = unswitch(m);
    if (st) {
        bm_movement_free(m);
        return st;
    }
    *out = m;
    return BM_OK;
}

/* Whether a field is a whole number (a header's first field always is). */
static int is_number(const char *s)
{
    size_t n = strlen(s);
    return n && strspn(s, "0123456789") == n;
}

/* A title line's fields joined with the separator they were split on. */
static void join_title(char *title, size_t size, const struct bm_csv_record *rec, char sep)
{
    size_t n = 0;
    for (unsigned i = 0; i < rec->n && n + 1 < size; i++) {
        if (i)
            title[n++] = sep == '\t' ? ' ' : sep;
        for (const char *p = rec->field[i].text; *p && n + 1 < size; p++)
            title[n++] = (unsigned char)*p < 0x20 ? ' ' : *p;
    }
    title[n] = '\0';
}

static enum bm_status read_file(struct bm_csv *c, struct bm_movement **out)
{
    struct bm_csv_record *rec = bm_malloc(sizeof *rec);
    struct values vs = {NULL, 0, 0};
    struct ebu_header e;
    memset(&e, 0, sizeof e);
    int got;
    if (!rec)
        return BM_ENOMEM;
    enum bm_status st = bm_csv_next(c, rec, &got);
    char title[BM_CSV_FIELD_SIZE] = "";
    if (!st && got && !is_number(rec->field[0].text)) {
        /* a title line before the header: the movement's name (its fields joined again) */
        join_title(title, sizeof title, rec, c->separator);
        c->separator = 0; /* found again from the header: a title need not hold one */
        st = bm_csv_next(c, rec, &got);
    }
    if (!st && !got)
        st = bm_fail(BM_EPARSE, "line %u, column 1: the file %s (expected the header "
                     "TYPE,TABLES,BOARDS,BOARDS PER ROUND,ROUNDS[,...])", c->line,
                     title[0] ? "ends after its title line" : "is empty");
    if (!st)
        st = read_header(c, rec, &e);
    free(rec);
    unsigned t = 0, *line_of = NULL;
    if (!st && !(line_of = bm_calloc((size_t)e.tables + 2, sizeof *line_of)))
        st = bm_fail(BM_ENOMEM, "out of memory");
    while (!st && !bm_csv_done(c)) {
        if (++t > e.tables) {
            struct bm_csv_field f;
            f.line = c->line;
            f.column = 1;
            st = bm_csv_error(c, NULL, &f, "more lines than the %u tables of the header (one "
                              "line per table)", e.tables);
        } else {
            line_of[t] = c->line;
            st = read_table(c, &e, t, &vs);
        }
    }
    if (!st && t < e.tables)
        st = bm_fail(BM_EPARSE, "line %u, column 1: the file ends after %u "
                     "table line%s; the header says %u tables", c->line, t, t == 1 ? "" : "s",
                     e.tables);
    if (!st)
        st = build(&e, vs.v, line_of, out);
    if (!st && title[0] && (st = bm_movement_set_name(*out, title))) {
        bm_movement_free(*out);
        *out = NULL;
        if (st != BM_ENOMEM) { /* a title the name refuses (not UTF-8): the file's fault */
            char why[256];
            snprintf(why, sizeof why, "%s", bm_last_error());
            st = bm_fail(BM_EPARSE, "line 1: the title line cannot be the movement's name: %s",
                         why);
        }
    }
    free(vs.v);
    free(line_of);
    return st;
}

enum bm_status bm_ebu_read(struct bm_movement **out, const char *text, size_t len,
                           char **notes)
{
    struct bm_csv c;
    bm_csv_init(&c, text, len);
    (void)notes; /* an EBUScore file holds nothing the model leaves out */
    return read_file(&c, out);
}
