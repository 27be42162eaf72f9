/* SPDX-License-Identifier: MIT */
/* Results as the room sends them: the Bridgemate database's ReceivedData table, exported as
 * CSV (doc/formats.md). Its columns are those TabScore2, the open tablet-scoring program,
 * writes into the table: Section, Table, Round, Board, PairNS, PairEW (individual events
 * South and West too), Declarer (the declaring pair's number), NS/EW (the declarer's seat),
 * Contract ("4 H x", "3 NT", "PASS"; empty when not played), Result ("=", "+1", "-2"),
 * LeadCard ("H10", "SK"; kept with the contract), Remarks ("Not played", an arbitral score
 * such as "60%-40%", "Wrong direction"), Erased (a row the director struck out), and
 * bookkeeping columns this reader passes over. Every row becomes one entry of the results
 * (results-entry.c); a bad row is named by its line and column. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/model.h"
#include "scoring/scoring-private.h"
#include "util/alloc.h"
#include "util/csv.h"
#include "util/message.h"

/* The columns this reader takes; any other column is passed over. */
enum rd_column {
    RD_SECTION, RD_TABLE, RD_ROUND, RD_BOARD, RD_PAIR_NS, RD_PAIR_EW, RD_SOUTH, RD_WEST,
    RD_DECLARER, RD_SEAT, RD_CONTRACT, RD_RESULT, RD_LEAD, RD_REMARKS, RD_ERASED, RD_COLUMNS
};

static const char *const rd_name[RD_COLUMNS] = {
    "Section", "Table", "Round", "Board", "PairNS", "PairEW", "South", "West",
    "Declarer", "NS/EW", "Contract", "Result", "LeadCard", "Remarks", "Erased"};

/* One row, the fields by column (NULL: the file has no such column). */
struct rd_row {
    const struct bm_csv_field *f[RD_COLUMNS];
};

struct rd_reader {
    struct bm_csv c;
    struct bm_csv_record *rec;
    int column[BM_CSV_MAX_FIELDS]; /* the enum rd_column of each field, -1 passed over */
    unsigned ncolumns;
    char section[BM_CSV_FIELD_SIZE]; /* the first row's Section, every row's */
    unsigned section_line;
    const char *wanted; /* the section read ("B", whose ID is 2), others passed over; NULL:
                           the file is one section */
    unsigned wanted_id;
    unsigned rows;      /* rows of the wanted section */
};

static int same_name(const char *a, const char *b)
{
    for (; *a && *b; a++, b++)
        if (tolower((unsigned char)*a) != tolower((unsigned char)*b))
            return 0;
    return !*a && !*b;
}

static enum bm_status read_header(struct rd_reader *x)
{
    int got;
    unsigned seen = 0;
    enum bm_status st = bm_csv_next(&x->c, x->rec, &got);
    if (!st && !got)
        return bm_fail(BM_EPARSE, "no ReceivedData header");
    for (unsigned i = 0; !st && i < x->rec->n; i++) {
        x->column[i] = -1;
        for (int k = 0; k < RD_COLUMNS; k++)
            if (same_name(x->rec->field[i].text, rd_name[k])) {
                if (seen & (1u << k))
                    return bm_csv_error(&x->c, x->rec, &x->rec->field[i],
                                        "column %s named twice", rd_name[k]);
                seen |= 1u << k;
                x->column[i] = k;
            }
    }
    static const int needed[] = {RD_TABLE, RD_ROUND, RD_BOARD, RD_SEAT, RD_CONTRACT, RD_RESULT};
    for (size_t i = 0; !st && i < sizeof needed / sizeof *needed; i++)
        if (!(seen & (1u << needed[i])))
            return bm_csv_error(&x->c, x->rec, NULL,
                                "ReceivedData without a %s column (it needs Table, Round, "
                                "Board, NS/EW, Contract and Result)", rd_name[needed[i]]);
    x->ncolumns = x->rec->n;
    return st;
}

/* A yes/no field as Access and spreadsheets export it. */
static enum bm_status read_flag(const struct rd_reader *x, const struct bm_csv_field *f,
                                int *out)
{
    static const char *const yes[] = {"true", "yes", "1", "-1"}, *const no[] = {"false", "no",
                                                                                   "0", ""};
    for (int i = 0; i < 4; i++) {
        if (same_name(f->text, yes[i]))
            return *out = 1, BM_OK;
        if (same_name(f->text, no[i]))
            return *out = 0, BM_OK;
    }
    return bm_csv_error(&x->c, x->rec, f, "Erased \"%.24s\" is not True or False", f->text);
}

/* "4 H x", "4Hxx", "3 NT", "PASS" into the library's form ("4HX", "4HXX", "3NT", "PASS"). */
static enum bm_status read_contract(const struct rd_reader *x, const struct bm_csv_field *f,
                                    char *out, size_t n)
{
    size_t k = 0;
    for (const char *s = f->text; *s && k + 1 < n; s++)
        if (*s != ' ')
            out[k++] = (char)toupper((unsigned char)*s);
    out[k] = '\0';
    struct bm_contract c;
    if (k + 1 < n && bm_contract_parse(&c, out) == BM_OK)
        return BM_OK;
    return bm_csv_error(&x->c, x->rec, f, "Contract \"%.24s\" is not a contract (such as "
                        "\"4 H x\", \"3 NT\" or \"PASS\")", f->text);
}

/* "=", "+1", "-2": the tricks taken by the declarer of a contract at `level`. */
static enum bm_status read_tricks(const struct rd_reader *x, const struct bm_csv_field *f,
                                  unsigned level, long long *tricks)
{
    const char *s = f->text;
    long long d = 0;
    int ok = strcmp(s, "=") == 0;
    if (!ok && (s[0] == '+' || s[0] == '-') && isdigit((unsigned char)s[1]) &&
        (!s[2] || (isdigit((unsigned char)s[2]) && !s[3]))) {
        d = strtoll(s, NULL, 10);
        ok = d != 0;
    }
    *tricks = (long long)level + 6 + d;
    if (ok && *tricks >= 0 && *tricks <= 13)
        return BM_OK;
    return bm_csv_error(&x->c, x->rec, f, "Result \"%.24s\" for a contract at the %u level: "
                        "expected \"=\", or + or - the tricks over or under (%d to %+d)", s,
                        level, -(int)(level + 6), 7 - (int)level);
}

/* A lead: a suit (S, H, D, C) and a card (2-9, 10 or T, J, Q, K, A); empty when not entered.
 * Kept with the contract (bm_results_set_lead()). */
static enum bm_status check_lead(const struct rd_reader *x, const struct bm_csv_field *f)
{
    char card[BM_LEAD_SIZE];
    if (!f->text[0] || bm_lead_parse(card, f->text) == BM_OK)
        return BM_OK;
    return bm_csv_error(&x->c, x->rec, f, "LeadCard \"%.24s\" is not a card (a suit S, H, D "
                        "or C and a rank, such as \"H10\" or \"SK\")", f->text);
}

/* An arbitral score in Remarks, "60%-40%" or "60-40", as the artificial code "A+/A-" (60, 50
 * and 40 percent are average plus, average and average minus); 0 when Remarks is no such
 * score, BM_EPARSE for percentages that are not averages. */
static enum bm_status read_arbitral(const struct rd_reader *x, const struct bm_csv_field *f,
                                    char *out, size_t n, int *found)
{
    unsigned pc[2];
    char sep[2], tail[2];
    *found = 0;
    int got = sscanf(f->text, "%u%%%1[-/]%u%%%1s", &pc[0], sep, &pc[1], tail);
    if (got != 3)
        got = sscanf(f->text, "%u%1[-/]%u%1s", &pc[0], sep, &pc[1], tail);
    if (got != 3)
        return BM_OK;
    *found = 1;
    static const char *const code[] = {"A-", "A", "A+"};
    int side[2];
    for (int k = 0; k < 2; k++) {
        side[k] = pc[k] == 40 ? 0 : pc[k] == 50 ? 1 : pc[k] == 60 ? 2 : -1;
        if (side[k] < 0)
            return bm_csv_error(&x->c, x->rec, f, "Remarks \"%.24s\": an arbitral score of %u%% "
                                "is not average plus, average or average minus (60, 50 or 40)",
                                f->text, pc[k]);
    }
    snprintf(out, n, "%s/%s", code[side[0]], code[side[1]]);
    return BM_OK;
}

/* A row's number column lo..hi; absent or empty gives 0. */
static enum bm_status number(const struct rd_reader *x, const struct rd_row *row, int k,
                             unsigned *out)
{
    *out = 0;
    if (!row->f[k])
        return BM_OK;
    return bm_csv_uint(&x->c, x->rec, row->f[k], rd_name[k], 0, 1000000, k > RD_BOARD, out);
}

/* Who the movement seats where the row says a pair (or team, or player) sat: a row whose
 * numbers disagree was entered at the wrong table or for another movement. */
static enum bm_status check_seats(const struct rd_reader *x, const struct rd_row *row,
                                  const struct bm_results *r, const struct bm_play *p)
{
    static const int col[4] = {RD_PAIR_NS, RD_PAIR_EW, RD_SOUTH, RD_WEST};
    unsigned want[4] = {p->ns[0], p->ew[0], p->ns[1], p->ew[1]};
    for (int k = 0; k < 4; k++) {
        unsigned got = 0;
        enum bm_status st = number(x, row, col[k], &got);
        if (st)
            return st;
        if (r->team_of && want[k])
            want[k] = r->team_of[want[k]];
        if (k >= 2 && r->event != BM_EVENT_INDIVIDUAL)
            continue;
        if (got && want[k] && got != want[k])
            return bm_csv_error(&x->c, x->rec, row->f[col[k]], "%s %u, but the movement seats "
                                "%s %u there in round %u at table %u", rd_name[col[k]], got,
                                r->team_of ? "team" : bm_participant_word(r->event), want[k],
                                p->round, p->table);
    }
    return BM_OK;
}

/* The row's result into the entry (contract, not played or an arbitral score). */
static enum bm_status read_result(const struct rd_reader *x, const struct rd_row *row,
                                  struct bm_result_entry *e, char *contract, char *art, size_t n)
{
    const struct bm_csv_field *remarks = row->f[RD_REMARKS];
    int arbitral = 0;
    enum bm_status st = remarks ? read_arbitral(x, remarks, art, n, &arbitral) : BM_OK;
    if (st || arbitral) {
        e->artificial = art;
        return st;
    }
    if (!row->f[RD_CONTRACT]->text[0] ||
        (remarks && same_name(remarks->text, "Not played"))) {
        e->not_played = 1; /* as TabScore2 reads a row without a contract */
        return BM_OK;
    }
    st = read_contract(x, row->f[RD_CONTRACT], contract, n);
    if (st)
        return st;
    e->contract = contract;
    if (strcmp(contract, "PASS") == 0)
        return BM_OK;
    e->declarer = row->f[RD_SEAT]->text;
    if (!e->declarer[0] || e->declarer[1] || !strchr("NESWnesw", e->declarer[0]))
        return bm_csv_error(&x->c, x->rec, row->f[RD_SEAT], "NS/EW \"%.24s\": the declarer's "
                            "seat is N, E, S or W", e->declarer);
    e->has_tricks = 1;
    st = row->f[RD_LEAD] ? check_lead(x, row->f[RD_LEAD]) : BM_OK;
    e->lead = row->f[RD_LEAD] ? row->f[RD_LEAD]->text : NULL;
    return st ? st : read_tricks(x, row->f[RD_RESULT], (unsigned)(contract[0] - '0'), &e->tricks);
}

/* Whether a Section field names the section wanted: its letter, or its ID (1 for A, 2 for B,
 * ..., 27 for AA) as the database holds it. */
static int is_wanted(const struct rd_reader *x, const char *text)
{
    if (same_name(text, x->wanted))
        return 1;
    char *end;
    unsigned long id = strtoul(text, &end, 10);
    return *text && !*end && isdigit((unsigned char)*text) && id == x->wanted_id;
}

/* One section per file, unless a section is asked for: the results are keyed by one
 * movement. *skip says the row is another section's. */
static enum bm_status check_section(struct rd_reader *x, const struct rd_row *row, int *skip)
{
    const struct bm_csv_field *f = row->f[RD_SECTION];
    *skip = 0;
    if (x->wanted) {
        *skip = f && !is_wanted(x, f->text);
        return BM_OK;
    }
    if (!f)
        return BM_OK;
    if (!x->section_line) {
        snprintf(x->section, sizeof x->section, "%s", f->text);
        x->section_line = x->rec->line;
        return BM_OK;
    }
    if (strcmp(f->text, x->section) == 0)
        return BM_OK;
    return bm_csv_error(&x->c, x->rec, f, "Section %.24s, but line %u is section %.24s: the "
                        "results of one movement are one section (export each section's rows "
                        "on their own)", f->text, x->section_line, x->section);
}

static enum bm_status read_row(struct rd_reader *x, struct bm_results *r)
{
    struct rd_row row;
    memset(&row, 0, sizeof row);
    for (unsigned i = 0; i < x->ncolumns; i++)
        if (x->column[i] >= 0)
            row.f[x->column[i]] = &x->rec->field[i];
    int erased = 0, skip = 0;
    enum bm_status st = check_section(x, &row, &skip);
    if (st || skip) /* another section's row */
        return st;
    st = row.f[RD_ERASED] ? read_flag(x, row.f[RD_ERASED], &erased) : BM_OK;
    if (st || erased) /* a row struck out, kept in the table for the record */
        return st;
    x->rows++;
    struct bm_result_entry e;
    memset(&e, 0, sizeof e);
    e.has_round = e.has_table = e.has_board = 1;
    if (!st)
        st = number(x, &row, RD_ROUND, &e.round);
    if (!st)
        st = number(x, &row, RD_TABLE, &e.table);
    if (!st)
        st = number(x, &row, RD_BOARD, &e.board);
    struct bm_play *p = NULL;
    char where[32];
    snprintf(where, sizeof where, "line %u", x->rec->line);
    if (!st && bm_results_find(&p, r, e.round, e.table, e.board))
        return bm_fail_prefix(BM_EPARSE, "%s", where);
    if (!st)
        st = check_seats(x, &row, r, p);
    char contract[BM_CSV_FIELD_SIZE], art[16];
    if (!st)
        st = read_result(x, &row, &e, contract, art, sizeof art);
    return st ? st : bm_results_apply(r, &e, where);
}

/* A section's ID from its letter: A 1, ..., Z 26, AA 27, ... (bijective base 26). */
static unsigned section_id(const char *letter)
{
    unsigned id = 0;
    for (const char *s = letter; *s && id < 100000; s++)
        id = id * 26 + (unsigned)(toupper((unsigned char)*s) - 'A' + 1);
    return id;
}

enum bm_status bm_results_read_receiveddata(struct bm_results *r, const char *text, size_t len,
                                            const char *section)
{
    struct rd_reader *x = bm_calloc(1, sizeof *x);
    struct bm_csv_record *rec = bm_malloc(sizeof *rec);
    enum bm_status st = x && rec ? BM_OK : BM_ENOMEM;
    if (!st) {
        bm_csv_init(&x->c, text, len);
        x->rec = rec;
        x->wanted = section;
        x->wanted_id = section ? section_id(section) : 0;
        st = read_header(x);
    }
    while (!st) {
        int got;
        st = bm_csv_next(&x->c, rec, &got);
        if (st || !got)
            break;
        if (rec->n != x->ncolumns)
            st = bm_csv_error(&x->c, rec, NULL, "%u fields, but the header names %u columns",
                              rec->n, x->ncolumns);
        else
            st = read_row(x, r);
    }
    if (!st && section && !x->rows) /* a letter mistyped would score an empty session */
        st = bm_fail(BM_EPARSE, "no row of section %s (ID %u) in the ReceivedData", section,
                     x->wanted_id);
    free(rec);
    free(x);
    return st;
}

/* Whether the n bytes at s start with the lower-case word w, in any case. */
static int starts_with(const char *s, size_t n, const char *w)
{
    size_t k = 0;
    for (; w[k] && k < n; k++)
        if (tolower((unsigned char)s[k]) != w[k])
            return 0;
    return !w[k];
}

int bm_results_is_receiveddata(const char *text, size_t len)
{
    /* the first line names PairNS and NS/EW, which no results file of ours has */
    const char *end = memchr(text, '\n', len);
    size_t n = end ? (size_t)(end - text) : len;
    int pair = 0, seat = 0;
    for (size_t i = 0; i < n; i++) {
        pair |= starts_with(text + i, n - i, "pairns");
        seat |= starts_with(text + i, n - i, "ns/ew");
    }
    return pair && seat;
}
