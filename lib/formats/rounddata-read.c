/* SPDX-License-Identifier: MIT */
/* Reading Bridgemate RoundData (doc/formats.md) as this library or another program writes it.
 *
 * The rows are read first (each value checked where it stands), then checked together (a
 * table twice in a round, a pair twice in a round, board ranges that overlap), then each
 * section becomes a movement: its sets are the distinct board ranges in board order (a gap
 * becomes a set nobody plays), its grid the rows. Errors name the line and column. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/csv.h"
#include "formats/exchange.h"
#include "model/sections.h"
#include "util/alloc.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"

#define MAX_BOARD 2000000u
#define MAX_FIRST_BOARD 1000000u
#define MAX_SECTIONS 702u

enum col { C_SECTION, C_TABLE, C_ROUND, C_NS, C_EW, C_LOW, C_HIGH, C_CUSTOM, C_SOUTH, C_WEST,
           C_COUNT };

static const char *const col_name[C_COUNT] = {"Section", "Table", "Round", "NSPair", "EWPair",
                                              "LowBoard", "HighBoard", "CustomBoards", "South",
                                              "West"};
/* The model's seat slot of each seat column: pairs NS 0, EW 1; individual N 0 S 1 E 2 W 3. */
static const enum col seat_col[2][4] = {{C_NS, C_EW, C_COUNT, C_COUNT},
                                        {C_NS, C_SOUTH, C_EW, C_WEST}};

struct row {
    unsigned section, table, round, seat[4];
    unsigned lo, hi, start; /* boards lo..hi (0 0: none); start: the board played first */
    unsigned line, col_table, col_seat[4], col_low;
};

struct reader {
    struct bm_csv csv;
    int col[C_COUNT]; /* the field holding each column, -1 if none */
    unsigned ncols;
    int indiv;
    struct row *rows;
    size_t nrows, cap;
    char (*letter)[3];
    unsigned *teams; /* per section: N for a teams section (team k = pairs k and k + N), or 0 */
    unsigned nsections;
    unsigned custom_ignored, custom_line; /* CustomBoards lists that disagree with the range */
    struct bm_losses losses;
};

/* ------------------------------------------------------------------------------------------ */
/* The header                                                                                 */

static int same_word(const char *a, const char *b)
{
    for (; *a && *b; a++, b++) {
        char x = *a >= 'a' && *a <= 'z' ? (char)(*a - 32) : *a;
        char y = *b >= 'a' && *b <= 'z' ? (char)(*b - 32) : *b;
        if (x != y)
            return 0;
    }
    return *a == *b;
}

static enum bm_status header(struct reader *rd, const struct bm_csv_record *h)
{
    static const char expect[] = "the RoundData header Section,Table,Round,NSPair,EWPair,"
                                 "LowBoard,HighBoard,CustomBoards";
    for (int c = 0; c < C_COUNT; c++)
        rd->col[c] = -1;
    unsigned known = 0, ignored = 0;
    struct bm_buf names;
    bm_buf_init(&names);
    for (unsigned i = 0; i < h->n; i++) {
        int c = 0;
        while (c < C_COUNT && !same_word(h->field[i].text, col_name[c]))
            c++;
        if (c == C_COUNT) {
            bm_buf_printf(&names, "%s'%s'", ignored++ ? ", " : "", h->field[i].text);
            continue;
        }
        if (rd->col[c] >= 0) {
            bm_buf_free(&names);
            return bm_csv_error(&rd->csv, h, &h->field[i], "column %s is named twice in the "
                                "header (also column %u)", col_name[c],
                                h->field[rd->col[c]].column);
        }
        rd->col[c] = (int)i;
        known++;
    }
    if (!known) {
        bm_buf_free(&names);
        return bm_csv_error(&rd->csv, h, &h->field[0], "expected %s; found '%s'", expect,
                            h->field[0].text);
    }
    if (ignored)
        bm_losses_add(&rd->losses, "column%s %s (not RoundData)", ignored == 1 ? "" : "s",
                      names.failed ? "" : names.data);
    bm_buf_free(&names);
    static const enum col required[] = {C_TABLE, C_ROUND, C_NS, C_EW, C_LOW, C_HIGH};
    for (size_t k = 0; k < sizeof required / sizeof required[0]; k++)
        if (rd->col[required[k]] < 0)
            return bm_csv_error(&rd->csv, h, NULL, "the header has no %s column (expected %s)",
                                col_name[required[k]], expect);
    if ((rd->col[C_SOUTH] < 0) != (rd->col[C_WEST] < 0))
        return bm_csv_error(&rd->csv, h, NULL, "the header has %s but no %s column (an "
                            "individual names South and West)",
                            rd->col[C_SOUTH] < 0 ? "West" : "South",
                            rd->col[C_SOUTH] < 0 ? "South" : "West");
    rd->indiv = rd->col[C_SOUTH] >= 0;
    rd->ncols = h->n;
    return BM_OK;
}

/* ------------------------------------------------------------------------------------------ */
/* One row                                                                                    */

/* The section of a Section field: letters (a or A), or a section number 1..702. */
static enum bm_status section_of(struct reader *rd, const struct bm_csv_record *rec,
                                 const struct bm_csv_field *f, unsigned *out)
{
    char letter[3] = "A";
    const char *v = f ? f->text : "A";
    size_t n = strlen(v);
    int digits = n > 0 && strspn(v, "0123456789") == n;
    if (digits) {
        unsigned k;
        enum bm_status st = bm_csv_uint(&rd->csv, rec, f, "Section", 1, MAX_SECTIONS, 0, &k);
        if (st)
            return st;
        k--;
        letter[0] = (char)('A' + (k < 26 ? k : (k - 26) / 26));
        letter[1] = k < 26 ? '\0' : (char)('A' + (k - 26) % 26);
    } else {
        for (size_t i = 0; i < n && i < 2; i++)
            letter[i] = v[i] >= 'a' && v[i] <= 'z' ? (char)(v[i] - 32) : v[i];
        letter[n < 2 ? n : 2] = '\0';
        if (n > 2 || !bm_section_letter_ok(letter))
            return bm_csv_error(&rd->csv, rec, f, "Section '%s': expected a section letter (A, "
                                "B, ...) or number", v);
    }
    for (unsigned i = 0; i < rd->nsections; i++)
        if (strcmp(rd->letter[i], letter) == 0) {
            *out = i;
            return BM_OK;
        }
    char(*grown)[3] = bm_realloc(rd->letter, ((size_t)rd->nsections + 1) * sizeof *grown);
    if (!grown)
        return BM_ENOMEM;
    rd->letter = grown;
    unsigned *teams = bm_realloc(rd->teams, ((size_t)rd->nsections + 1) * sizeof *teams);
    if (!teams)
        return BM_ENOMEM;
    rd->teams = teams;
    rd->teams[rd->nsections] = 0;
    memcpy(rd->letter[rd->nsections], letter, sizeof letter);
    *out = rd->nsections++;
    return BM_OK;
}

static int cmp_unsigned(const void *a, const void *b)
{
    unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;
    return (x > y) - (x < y);
}

/* The boards a CustomBoards list names, into list (sorted) and *start (the first listed): 0 if
 * it is a list of consecutive boards, else a message (what, a static phrase, names the fault;
 * *bad the board at fault). */
static const char *custom_list(const char *text, unsigned *list, unsigned *n, unsigned *start,
                               unsigned *bad)
{
    *n = 0;
    for (const char *p = text; *p;) {
        if (*p == ',' || *p == ';' || *p == ' ' || *p == '\t') {
            p++;
            continue;
        }
        unsigned long a = 0, b;
        const char *q = p;
        while (*q >= '0' && *q <= '9' && a <= MAX_BOARD)
            a = a * 10 + (unsigned)(*q++ - '0');
        b = a;
        if (q > p && *q == '-' && q[1] >= '0' && q[1] <= '9')
            for (b = 0, q++; *q >= '0' && *q <= '9' && b <= MAX_BOARD; q++)
                b = b * 10 + (unsigned)(*q - '0');
        if (q == p || a == 0 || b < a || b > MAX_BOARD ||
            (*q && *q != ',' && *q != ';' && *q != ' ' && *q != '\t'))
            return "expected board numbers or ranges such as 1,2,3 or 4-6";
        for (unsigned long x = a; x <= b; x++) {
            if (*n == BM_MAX_BOARDS_PER_SET)
                return "more boards than one round plays";
            list[(*n)++] = (unsigned)x;
        }
        p = q;
    }
    *start = *n ? list[0] : 0;
    qsort(list, *n, sizeof list[0], cmp_unsigned);
    for (unsigned i = 1; i < *n; i++)
        if (list[i] != list[i - 1] + 1) {
            *bad = list[i - 1];
            return list[i] == list[i - 1] ? "is listed twice" : "is not followed by the next";
        }
    return NULL;
}

/* CustomBoards: board numbers and ranges ("1,2,3", "4-6", "7 8 9"). Without LowBoard and
 * HighBoard (0 and 0) it gives the boards of the row, which must be the consecutive boards of
 * one set. Beside a range, a list of the same boards that starts inside it names the board
 * the table starts with; any other value is left aside, counted for the notes: the range is
 * what the Bridgemates play and the scoring programs read (real databases hold other values
 * there, one "1" beside boards 1-2). */
static enum bm_status custom_boards(struct reader *rd, const struct bm_csv_record *rec,
                                    const struct bm_csv_field *f, struct row *w)
{
    unsigned list[BM_MAX_BOARDS_PER_SET], n = 0, start = 0, bad = 0;
    const char *fault = custom_list(f->text, list, &n, &start, &bad);
    if (w->lo && (fault || (n && (w->lo != list[0] || w->hi != list[n - 1])))) {
        if (!rd->custom_ignored++)
            rd->custom_line = rec->line;
        return BM_OK;
    }
    if (fault && bad)
        return bm_csv_error(&rd->csv, rec, f, "CustomBoards '%s': board %u %s; the boards "
                            "of a round must be consecutive (one board set)", f->text, bad,
                            fault);
    if (fault)
        return bm_csv_error(&rd->csv, rec, f, "CustomBoards '%s': %s", f->text, fault);
    if (!n)
        return BM_OK;
    w->lo = list[0];
    w->hi = list[n - 1];
    w->start = start;
    return BM_OK;
}

static enum bm_status boards(struct reader *rd, const struct bm_csv_record *rec, struct row *w)
{
    const struct bm_csv_field *lo = &rec->field[rd->col[C_LOW]],
                              *hi = &rec->field[rd->col[C_HIGH]];
    enum bm_status st = bm_csv_uint(&rd->csv, rec, lo, "LowBoard", 0, MAX_BOARD, 0, &w->lo);
    if (!st)
        st = bm_csv_uint(&rd->csv, rec, hi, "HighBoard", 0, MAX_BOARD, 0, &w->hi);
    if (st)
        return st;
    w->col_low = lo->column;
    if (!w->lo != !w->hi)
        return bm_csv_error(&rd->csv, rec, w->lo ? hi : lo, "%s is 0 but %s is not (0 and 0: "
                            "no boards)", w->lo ? "HighBoard" : "LowBoard",
                            w->lo ? "LowBoard" : "HighBoard");
    if (w->hi < w->lo)
        return bm_csv_error(&rd->csv, rec, hi, "HighBoard %u is below LowBoard %u", w->hi,
                            w->lo);
    if (w->hi - w->lo >= BM_MAX_BOARDS_PER_SET)
        return bm_csv_error(&rd->csv, rec, hi, "boards %u-%u: more than %u boards in one round",
                            w->lo, w->hi, BM_MAX_BOARDS_PER_SET);
    w->start = w->lo;
    if (rd->col[C_CUSTOM] >= 0 && (unsigned)rd->col[C_CUSTOM] < rec->n)
        return custom_boards(rd, rec, &rec->field[rd->col[C_CUSTOM]], w);
    return BM_OK;
}

static enum bm_status check_width(struct reader *rd, const struct bm_csv_record *rec)
{
    if (rec->n > rd->ncols)
        return bm_csv_error(&rd->csv, rec, &rec->field[rd->ncols], "more fields than the "
                            "header's %u columns", rd->ncols);
    for (int c = 0; c < C_COUNT; c++)
        if (c != C_CUSTOM && rd->col[c] >= (int)rec->n)
            return bm_csv_error(&rd->csv, rec, NULL, "the line has %u fields, the header %u: "
                                "%s is missing", rec->n, rd->ncols, col_name[c]);
    return BM_OK;
}

static enum bm_status read_row(struct reader *rd, const struct bm_csv_record *rec)
{
    enum bm_status st = check_width(rd, rec);
    if (st)
        return st;
    if (!bm_reserve(&rd->rows, &rd->cap, rd->nrows + 1, sizeof *rd->rows, 64))
        return BM_ENOMEM;
    struct row *w = &rd->rows[rd->nrows];
    memset(w, 0, sizeof *w);
    w->line = rec->line;
    st = section_of(rd, rec, rd->col[C_SECTION] >= 0 ? &rec->field[rd->col[C_SECTION]] : NULL,
                    &w->section);
    if (!st)
        st = bm_csv_uint(&rd->csv, rec, &rec->field[rd->col[C_TABLE]], "Table", 1, BM_MAX_DIM,
                         0, &w->table);
    if (!st)
        st = bm_csv_uint(&rd->csv, rec, &rec->field[rd->col[C_ROUND]], "Round", 1, BM_MAX_DIM,
                         0, &w->round);
    w->col_table = rec->field[rd->col[C_TABLE]].column;
    for (unsigned k = 0; !st && k < (rd->indiv ? 4u : 2u); k++) {
        const struct bm_csv_field *f = &rec->field[rd->col[seat_col[rd->indiv][k]]];
        st = bm_csv_uint(&rd->csv, rec, f, col_name[seat_col[rd->indiv][k]], 0,
                         4 * BM_MAX_DIM, 0, &w->seat[k]);
        w->col_seat[k] = f->column;
    }
    if (!st)
        st = boards(rd, rec, w);
    if (!st)
        rd->nrows++;
    return st;
}

/* ------------------------------------------------------------------------------------------ */
/* The rows together                                                                          */

/* Rows in section, round, table order (then line order). */
static int cmp_rows(const void *a, const void *b)
{
    const struct row *x = a, *y = b;
    if (x->section != y->section)
        return x->section < y->section ? -1 : 1;
    if (x->round != y->round)
        return x->round < y->round ? -1 : 1;
    if (x->table != y->table)
        return x->table < y->table ? -1 : 1;
    return (x->line > y->line) - (x->line < y->line);
}

/* A message at a row's line and the given column. */
static enum bm_status row_error(struct reader *rd, const struct row *w, unsigned column,
                                const char *fmt, ...) BM_PRINTF(4, 5);

static enum bm_status row_error(struct reader *rd, const struct row *w, unsigned column,
                                const char *fmt, ...)
{
    char what[300];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    return bm_fail(BM_EPARSE, "line %u, column %u: %s", w->line,
                   column, what);
}

/* How the rows [from, to) of one round fit a Bridgemate teams event, where a team's two pairs
 * play the same round, one each way: -1 when they do not (a number twice one way, or more
 * numbers seated only one way than there are empty seats, a team's pair facing a bye), else
 * the number of seats held by numbers seated both ways. seen holds the direction bits,
 * cleared again before returning. */
static long round_of_teams(const struct reader *rd, size_t from, size_t to, unsigned char *seen)
{
    int fits = 1;
    size_t empty = 0, once = 0, both = 0;
    for (size_t i = from; i < to; i++)
        for (unsigned k = 0; k < 2; k++) {
            unsigned p = rd->rows[i].seat[k];
            empty += !p;
            fits &= !p || !(seen[p] & (1u << k));
            if (p)
                seen[p] |= (unsigned char)(1u << k);
        }
    for (size_t i = from; i < to; i++)
        for (unsigned k = 0; k < 2; k++) {
            unsigned p = rd->rows[i].seat[k];
            once += p && seen[p] != 3;
            both += p && seen[p] == 3;
        }
    for (size_t i = from; i < to; i++)
        seen[rd->rows[i].seat[0]] = seen[rd->rows[i].seat[1]] = 0;
    return fits && once <= empty ? (long)both : -1;
}

/* Teams sections: a section whose every round seats every number once NS and once EW is a
 * teams event numbered by team (a clerical slip in a pairs file, one pair seated twice, does
 * not make one: the round check names it). Team k is pairs k (NS) and k + N (EW), N the
 * highest team number, as the EBUScore reader and this library's team families number them.
 * Rows sorted by section, round and table. */
static enum bm_status find_teams(struct reader *rd)
{
    unsigned most = 0;
    for (size_t i = 0; i < rd->nrows; i++)
        for (unsigned k = 0; k < 2; k++)
            most = rd->rows[i].seat[k] > most ? rd->rows[i].seat[k] : most;
    unsigned char *seen = bm_calloc((size_t)most + 1, 1);
    if (!seen)
        return BM_ENOMEM;
    /* teams[s]: 0 not teams, 1 may be, 2 teams (some number seated both ways) */
    for (unsigned s = 0; s < rd->nsections; s++)
        rd->teams[s] = !rd->indiv;
    for (size_t from = 0, to; from < rd->nrows; from = to) {
        const struct row *w = &rd->rows[from];
        for (to = from; to < rd->nrows && rd->rows[to].section == w->section &&
                        rd->rows[to].round == w->round; to++)
            ;
        long both = rd->teams[w->section] ? round_of_teams(rd, from, to, seen) : 0;
        if (both < 0)
            rd->teams[w->section] = 0;
        else if (both > 0)
            rd->teams[w->section] = 2;
    }
    free(seen);
    for (unsigned s = 0; s < rd->nsections; s++)
        rd->teams[s] = rd->teams[s] == 2;
    for (unsigned s = 0; s < rd->nsections; s++) {
        if (!rd->teams[s])
            continue;
        unsigned n = 0;
        for (size_t i = 0; i < rd->nrows; i++)
            for (unsigned k = 0; rd->rows[i].section == s && k < 2; k++)
                n = rd->rows[i].seat[k] > n ? rd->rows[i].seat[k] : n;
        rd->teams[s] = n;
        for (size_t i = 0; i < rd->nrows; i++)
            if (rd->rows[i].section == s && rd->rows[i].seat[1]) /* 0: an empty seat */
                rd->rows[i].seat[1] += n;
    }
    return BM_OK;
}

/* A table twice in a round, or a participant twice in a round (rows sorted). */
static enum bm_status check_rounds(struct reader *rd)
{
    unsigned most = 0;
    for (size_t i = 0; i < rd->nrows; i++)
        for (unsigned k = 0; k < 4; k++)
            most = rd->rows[i].seat[k] > most ? rd->rows[i].seat[k] : most;
    size_t *seen = bm_calloc((size_t)most + 1, sizeof *seen); /* row index + 1, this round */
    if (!seen)
        return BM_ENOMEM;
    enum bm_status st = BM_OK;
    const char *who = rd->indiv ? "player" : "pair";
    for (size_t i = 0, from = 0; i < rd->nrows && !st; i++) {
        const struct row *w = &rd->rows[i];
        if (i > 0 && (w->section != rd->rows[i - 1].section || w->round != rd->rows[i - 1].round)) {
            for (size_t j = from; j < i; j++)
                for (unsigned k = 0; k < 4; k++)
                    seen[rd->rows[j].seat[k]] = 0;
            from = i;
        }
        if (i > from && w->table == rd->rows[i - 1].table)
            st = row_error(rd, w, w->col_table, "table %u plays round %u of section %s twice "
                           "(also line %u)", w->table, w->round, rd->letter[w->section],
                           rd->rows[i - 1].line);
        for (unsigned k = 0; !st && k < 4; k++) {
            unsigned p = w->seat[k];
            if (!p)
                continue;
            if (seen[p]) {
                const struct row *o = &rd->rows[seen[p] - 1];
                const struct row *late = o->line > w->line ? o : w, *early = late == o ? w : o;
                unsigned col = 0;
                for (unsigned q = 0; q < 4; q++)
                    if (late->seat[q] == p && !col)
                        col = late->col_seat[q];
                st = row_error(rd, late, col, "%s %u plays twice in round %u of section %s "
                               "(also line %u)", who, p, w->round, rd->letter[w->section],
                               early->line);
            }
            seen[p] = i + 1;
        }
    }
    free(seen);
    return st;
}

/* ------------------------------------------------------------------------------------------ */
/* A section's sets: its distinct board ranges in board order                                  */

struct group {
    unsigned lo, hi, set;
    const struct row *row;
};

static int cmp_groups(const void *a, const void *b)
{
    const struct group *x = a, *y = b;
    if (x->lo != y->lo)
        return x->lo < y->lo ? -1 : 1;
    if (x->hi != y->hi)
        return x->hi < y->hi ? -1 : 1;
    return (x->row->line > y->row->line) - (x->row->line < y->row->line);
}

struct section_plan {
    unsigned rounds, tables, participants, first_board;
    unsigned first_round; /* the lowest round named: a later part of an event (a Swiss round) */
    unsigned *size; /* set sizes */
    unsigned sets;
    struct group *g; /* distinct ranges, each with its set */
    size_t ng;
};

static void plan_free(struct section_plan *sp)
{
    free(sp->size);
    free(sp->g);
}

/* The set of the range starting at lo (a row's boards), by binary search. */
static unsigned set_of(const struct section_plan *sp, unsigned lo)
{
    size_t a = 0, b = sp->ng;
    while (a + 1 < b) {
        size_t mid = (a + b) / 2;
        if (sp->g[mid].lo <= lo)
            a = mid;
        else
            b = mid;
    }
    return sp->g[a].set;
}

/* Sets for the distinct ranges; a gap between two ranges is a set nobody plays (in pieces of
 * at most BM_MAX_BOARDS_PER_SET boards). */
static enum bm_status number_sets(struct reader *rd, struct section_plan *sp)
{
    unsigned cur = sp->first_board, n = 0;
    for (int pass = 0; pass < 2; pass++) {
        cur = sp->first_board;
        n = 0;
        for (size_t i = 0; i < sp->ng; i++) {
            while (cur < sp->g[i].lo) {
                unsigned gap = sp->g[i].lo - cur;
                gap = gap > BM_MAX_BOARDS_PER_SET ? BM_MAX_BOARDS_PER_SET : gap;
                if (pass)
                    sp->size[n] = gap;
                n++;
                cur += gap;
            }
            if (pass) {
                sp->size[n] = sp->g[i].hi - sp->g[i].lo + 1;
                sp->g[i].set = n + 1;
            }
            n++;
            cur = sp->g[i].hi + 1;
        }
        if (!n)
            n = 1; /* no boards at all: one set of one board nobody plays */
        if (n > 4 * BM_MAX_DIM)
            return row_error(rd, sp->g[sp->ng - 1].row, sp->g[sp->ng - 1].row->col_low,
                             "the boards from %u to %u make more than %u sets",
                             sp->first_board, cur - 1, 4 * BM_MAX_DIM);
        if (!pass && !(sp->size = bm_calloc(n, sizeof *sp->size)))
            return BM_ENOMEM;
    }
    if (!sp->ng)
        sp->size[0] = 1;
    sp->sets = n;
    return BM_OK;
}

/* The grid a section's rows make is R x T, R and T the highest round and table they name;
 * a file of one row could declare 4096 x 4096 cells (586 MB). So every round 1..R and every
 * table 1..T must have a row of its own: the grid is then no larger than the rows squared,
 * and a file's cost follows what it holds (doc/formats.md). The first gap is named. */
static enum bm_status rows_fill_grid(struct reader *rd, size_t from, size_t to, unsigned first,
                                     unsigned rounds, unsigned tables)
{
    unsigned char *seen_r = bm_calloc((size_t)rounds + 1, 1);
    unsigned char *seen_t = bm_calloc((size_t)tables + 1, 1);
    enum bm_status st = BM_OK;
    const struct row *hr = NULL, *ht = NULL;
    if (!seen_r || !seen_t)
        st = bm_fail(BM_ENOMEM, "out of memory");
    for (size_t i = from; !st && i < to; i++) {
        const struct row *w = &rd->rows[i];
        seen_r[w->round] = seen_t[w->table] = 1;
        hr = !hr || w->round > hr->round ? w : hr;
        ht = !ht || w->table > ht->table ? w : ht;
    }
    for (unsigned r = first; !st && r <= rounds; r++)
        if (!seen_r[r])
            st = row_error(rd, hr, hr->col_table, "round %u has no row, yet this row names "
                           "round %u: a section plays rounds %u to %u, each with its rows",
                           r, hr->round, first, hr->round);
    for (unsigned t = 1; !st && t <= tables; t++)
        if (!seen_t[t])
            st = row_error(rd, ht, ht->col_table, "table %u has no row, yet this row names "
                           "table %u: a section's tables are 1 to %u, each with its rows",
                           t, ht->table, ht->table);
    free(seen_r);
    free(seen_t);
    return st;
}

static enum bm_status plan_section(struct reader *rd, size_t from, size_t to,
                                   struct section_plan *sp)
{
    memset(sp, 0, sizeof *sp);
    sp->g = bm_calloc(to - from + 1, sizeof *sp->g);
    if (!sp->g)
        return BM_ENOMEM;
    sp->first_round = rd->rows[from].round; /* the rows of a section are sorted by round */
    for (size_t i = from; i < to; i++) {
        const struct row *w = &rd->rows[i];
        sp->first_round = w->round < sp->first_round ? w->round : sp->first_round;
        sp->rounds = w->round > sp->rounds ? w->round : sp->rounds;
        sp->tables = w->table > sp->tables ? w->table : sp->tables;
        for (unsigned k = 0; k < 4; k++)
            sp->participants = w->seat[k] > sp->participants ? w->seat[k] : sp->participants;
        if (w->lo)
            sp->g[sp->ng++] = (struct group){w->lo, w->hi, 0, w};
    }
    sp->participants += !sp->participants;
    enum bm_status st = rows_fill_grid(rd, from, to, sp->first_round, sp->rounds, sp->tables);
    if (st)
        return st;
    sp->rounds -= sp->first_round - 1; /* round first_round is the movement's round 1 */
    qsort(sp->g, sp->ng, sizeof *sp->g, cmp_groups);
    size_t u = 0;
    for (size_t i = 0; i < sp->ng; i++) {
        if (u && sp->g[i].lo == sp->g[u - 1].lo && sp->g[i].hi == sp->g[u - 1].hi)
            continue;
        if (u && sp->g[i].lo <= sp->g[u - 1].hi) {
            const struct group *a = &sp->g[u - 1], *b = &sp->g[i];
            const struct group *late = a->row->line > b->row->line ? a : b, *early = late == a ? b : a;
            return row_error(rd, late->row, late->row->col_low, "boards %u-%u overlap boards "
                             "%u-%u (line %u): the boards of a round are one whole set",
                             late->lo, late->hi, early->lo, early->hi, early->row->line);
        }
        sp->g[u++] = sp->g[i];
    }
    sp->ng = u;
    sp->first_board = sp->ng ? sp->g[0].lo : 1;
    if (sp->first_board > MAX_FIRST_BOARD)
        return row_error(rd, sp->g[0].row, sp->g[0].row->col_low, "the first board %u is "
                         "beyond %u", sp->first_board, MAX_FIRST_BOARD);
    return number_sets(rd, sp);
}

/* ------------------------------------------------------------------------------------------ */
/* A section's movement                                                                       */

static enum bm_status build_section(struct reader *rd, size_t from, size_t to,
                                    struct bm_movement **out)
{
    struct section_plan sp;
    enum bm_status st = plan_section(rd, from, to, &sp);
    struct bm_movement *m = NULL;
    unsigned teams = rd->teams[rd->rows[from].section];
    enum bm_event event = rd->indiv ? BM_EVENT_INDIVIDUAL : teams ? BM_EVENT_TEAMS
                                                                  : BM_EVENT_PAIRS;
    if (!st)
        st = bm_movement_new(&m, event, sp.rounds, sp.tables,
                             teams ? 2 * teams : sp.participants, sp.sets, sp.size[0]);
    for (unsigned k = 1; !st && k <= teams; k++) {
        m->team_of[k] = k;
        m->team_of[k + teams] = k;
    }
    for (unsigned s = 2; !st && s <= sp.sets; s++)
        st = bm_movement_resize_set(m, s, sp.size[s - 1]);
    if (!st)
        st = bm_movement_set_first_board(m, sp.first_board);
    if (!st)
        st = bm_movement_set_first_round(m, sp.first_round);
    for (size_t i = from; !st && i < to; i++) {
        const struct row *w = &rd->rows[i];
        struct bm_cell *c = bm_cell_at(m, w->round - sp.first_round + 1, w->table);
        c->active = 1;
        c->copy = 1;
        memcpy(c->seat, w->seat, sizeof c->seat);
        if (w->lo) {
            c->set = set_of(&sp, w->lo);
            c->first = w->start > w->lo ? w->start - w->lo + 1 : 0;
        }
    }
    plan_free(&sp);
    if (st) {
        bm_movement_free(m);
        return st;
    }
    *out = m;
    return BM_OK;
}

static enum bm_status read_all(struct reader *rd, struct bm_sections **out)
{
    struct bm_csv_record *rec = bm_malloc(sizeof *rec);
    if (!rec)
        return BM_ENOMEM;
    int got;
    enum bm_status st = bm_csv_next(&rd->csv, rec, &got);
    if (!st && !got)
        st = bm_fail(BM_EPARSE, "line 1, column 1: the file is "
                     "empty (expected the RoundData header Section,Table,Round,NSPair,EWPair,"
                     "LowBoard,HighBoard,CustomBoards)");
    if (!st)
        st = header(rd, rec);
    while (!st && !(st = bm_csv_next(&rd->csv, rec, &got)) && got)
        st = read_row(rd, rec);
    free(rec);
    if (!st && !rd->nrows)
        st = bm_fail(BM_EPARSE, "line %u, column 1: no rows "
                     "after the header (one row per table and round)", rd->csv.line);
    if (st)
        return st;
    qsort(rd->rows, rd->nrows, sizeof *rd->rows, cmp_rows);
    if ((st = find_teams(rd)) || (st = check_rounds(rd)) || (st = bm_sections_new(out)))
        return st;
    for (size_t from = 0, to; !st && from < rd->nrows; from = to) {
        for (to = from; to < rd->nrows && rd->rows[to].section == rd->rows[from].section; to++)
            ;
        struct bm_movement *m = NULL;
        st = build_section(rd, from, to, &m);
        if (!st)
            st = bm_sections_adopt(*out, m, rd->letter[rd->rows[from].section]);
    }
    if (st) {
        bm_sections_free(*out);
        *out = NULL;
    }
    return st;
}

enum bm_status bm_rounddata_read(struct bm_sections **out, const char *text, size_t len,
                                 int first_only, char **notes)
{
    struct reader rd;
    memset(&rd, 0, sizeof rd);
    bm_csv_init(&rd.csv, text, len);
    bm_losses_init(&rd.losses);
    enum bm_status st = read_all(&rd, out);
    free(rd.rows);
    free(rd.letter);
    free(rd.teams);
    if (!st && rd.custom_ignored)
        bm_losses_add(&rd.losses, "CustomBoards on %u row%s (first line %u), which disagree%s "
                      "with LowBoard and HighBoard: the rows are read by their range",
                      rd.custom_ignored, rd.custom_ignored == 1 ? "" : "s", rd.custom_line,
                      rd.custom_ignored == 1 ? "s" : "");
    unsigned n = bm_sections_count(*out);
    if (!st && first_only && n > 1) {
        struct bm_buf *b = bm_losses_clause(&rd.losses);
        bm_buf_puts(b, "sections");
        for (unsigned i = 2; i <= n; i++)
            bm_buf_printf(b, " %s", bm_sections_letter(*out, i));
        bm_buf_printf(b, " (read section %s; all sections: bm_sections_read)",
                      bm_sections_letter(*out, 1));
    }
    if (st) {
        bm_losses_free(&rd.losses);
    } else if ((st = bm_losses_finish(&rd.losses, "RoundData read without", notes))) {
        bm_sections_free(*out);
        *out = NULL;
    }
    return st;
}
