/* SPDX-License-Identifier: MIT */
/* Round trips through the exchange formats (RoundData, EBUScore), compared on what each
 * format holds (doc/formats.md): per table and round, whether it plays, who sits in each seat
 * as seated (0 for an absent participant), and the board numbers; and, when the movement has
 * nothing the format leaves out, the whole model. */
#ifndef BM_EXCHANGE_UTIL_H
#define BM_EXCHANGE_UTIL_H

#include "format-util.h"

enum exchange_format { FMT_ROUNDDATA, FMT_EBU };

static const char *const exchange_name[2] = {"RoundData", "EBUScore"};

/* The participant EBUScore and RoundData keep by number although absent: the missing pair. */
static inline unsigned missing_pair(const struct bm_movement *m)
{
    for (unsigned p = 1; bm_movement_event(m) == BM_EVENT_PAIRS && p <= bm_movement_participants(m); p++) {
        unsigned f = 0;
        bm_movement_phantom(&f, m, p);
        if (f == 1)
            return p;
    }
    return 0;
}

/* Whether every board of cell (r, t) is switched. */
static inline int all_switched(const struct bm_movement *m, unsigned r, unsigned t)
{
    unsigned set = cell(m, r, t, BM_FIELD_SET), size = 0, n = 0;
    bm_movement_set_size(&size, m, set);
    for (unsigned i = 1; set && i <= size; i++) {
        int w = 0;
        bm_movement_switched(&w, m, r, t, i);
        n += (unsigned)w;
    }
    return set && n == size;
}

/* What a row says: seat slot k of cell (r, t) as seated, 0 when absent (keep excepted); in a
 * teams movement, the team. */
static inline unsigned row_seat(const struct bm_movement *m, unsigned r, unsigned t, unsigned k,
                                unsigned keep, int teams_by_number)
{
    static const enum bm_field pairs[2][2] = {{BM_FIELD_NS, BM_FIELD_EW}, {BM_FIELD_EW, BM_FIELD_NS}};
    static const enum bm_field players[2][4] = {
        {BM_FIELD_NORTH, BM_FIELD_SOUTH, BM_FIELD_EAST, BM_FIELD_WEST},
        {BM_FIELD_EAST, BM_FIELD_WEST, BM_FIELD_NORTH, BM_FIELD_SOUTH}};
    int sw = all_switched(m, r, t), indiv = bm_movement_event(m) == BM_EVENT_INDIVIDUAL;
    unsigned p = cell(m, r, t, indiv ? players[sw][k] : pairs[sw][k]);
    int present = 0;
    if (p)
        bm_movement_present(&present, m, p, r);
    if (p && !present && p != keep)
        p = 0;
    if (p && teams_by_number && bm_movement_event(m) == BM_EVENT_TEAMS)
        bm_movement_team(&p, m, p);
    return p;
}

/* RoundData writes the empty seat of an odd pairs movement as pair P + 1 (the missing pair
 * its Section table names): read back, that pair stands for the empty seat of a. */
static inline unsigned unghost(unsigned p, const struct bm_movement *a,
                               const struct bm_movement *b, enum exchange_format f)
{
    unsigned n = bm_movement_participants(a);
    return f == FMT_ROUNDDATA && bm_movement_event(a) == BM_EVENT_PAIRS &&
                   bm_movement_participants(b) == n + 1 && p == n + 1
               ? 0
               : p;
}

static inline int is_active(const struct bm_movement *m, unsigned r, unsigned t)
{
    int a = 0;
    return r <= bm_movement_rounds(m) && t <= bm_movement_tables(m) &&
           bm_movement_active(&a, m, r, t) == BM_OK && a;
}

/* The held features of a and b agree cell by cell; prints the first difference. */
static inline int held_equal(const struct bm_movement *a, const struct bm_movement *b,
                             enum exchange_format f)
{
    unsigned R = bm_movement_rounds(a), T = bm_movement_tables(a);
    /* both formats keep the missing pair by number; RoundData reads it back as a pair (its
     * Section table says it is missing), EBUScore as the missing pair again */
    unsigned keep_a = missing_pair(a), keep_b = f == FMT_EBU ? missing_pair(b) : keep_a;
    unsigned seats = bm_movement_event(a) == BM_EVENT_INDIVIDUAL ? 4 : 2;
    unsigned off_a = f == FMT_EBU ? bm_movement_first_board(a) : 0;
    unsigned off_b = f == FMT_EBU ? bm_movement_first_board(b) : 0;
    if (bm_movement_rounds(b) > R || bm_movement_tables(b) > T)
        return 0;
    for (unsigned r = 1; r <= R; r++)
        for (unsigned t = 1; t <= T; t++) {
            int x = is_active(a, r, t), y = is_active(b, r, t);
            int same = x == y;
            for (unsigned k = 0; same && x && k < seats; k++)
                same = row_seat(a, r, t, k, keep_a, 1) ==
                       unghost(row_seat(b, r, t, k, keep_b, 1), a, b, f);
            unsigned na = 0, nb = 0;
            if (same && x) {
                bm_cell_board_count(&na, a, r, t);
                bm_cell_board_count(&nb, b, r, t);
                same = na == nb;
            }
            /* boards in position order: the formats do not hold where a sharing table starts */
            unsigned sa = cell(a, r, t, BM_FIELD_SET), sb = cell(b, r, t, BM_FIELD_SET);
            for (unsigned i = 1; same && x && i <= na; i++) {
                unsigned ba = 0, bb = 0;
                bm_movement_board_number(&ba, a, sa, i);
                bm_movement_board_number(&bb, b, sb, i);
                same = ba - off_a == bb - off_b;
            }
            if (!same) {
                fprintf(stderr, "%s round trip: round %u, table %u differs\n", exchange_name[f],
                        r, t);
                return 0;
            }
        }
    return 1;
}

/* Write m in format f with the options of the set `exchange` given as text (NULL: none);
 * *notes as bm_movement_write() gives them (notes may be NULL). */
static inline enum bm_status exchange_write(char **out, const struct bm_movement *m,
                                            enum exchange_format f, const char *options,
                                            char **notes)
{
    struct bm_options *opt = NULL;
    enum bm_status st = options ? bm_options_parse(&opt, "exchange", options) : BM_OK;
    if (!st)
        st = bm_movement_write(out, m, f == FMT_EBU ? BM_FORMAT_EBU : BM_FORMAT_ROUNDDATA, opt,
                               notes);
    bm_options_free(opt);
    return st;
}

static inline enum bm_status exchange_read(struct bm_movement **out, const char *text,
                                           enum exchange_format f, char **notes)
{
    return bm_movement_read(out, text, strlen(text), f == FMT_EBU ? "ebu" : "rounddata", notes);
}

/* Whether m has nothing format f leaves out, so that it must come back whole. */
static inline int holds_all(const struct bm_movement *m, enum exchange_format f)
{
    unsigned R = bm_movement_rounds(m), T = bm_movement_tables(m), S = bm_movement_sets(m);
    unsigned most = 0, last_r = 0, last_t = 0, played = 0;
    if (bm_movement_stands(m) || bm_movement_event(m) == BM_EVENT_TEAMS)
        return 0;
    if (f == FMT_EBU && bm_movement_first_board(m) != 1)
        return 0;
    for (unsigned p = 1; p <= bm_movement_participants(m); p++) {
        unsigned from = 0;
        bm_movement_phantom(&from, m, p);
        if (from && !(f == FMT_EBU && p == missing_pair(m)))
            return 0;
    }
    unsigned char *used = calloc((size_t)S + 1, 1);
    for (unsigned r = 1; r <= R; r++)
        for (unsigned t = 1; t <= T; t++) {
            if (!is_active(m, r, t))
                continue;
            unsigned set = cell(m, r, t, BM_FIELD_SET), size = 0;
            bm_movement_set_size(&size, m, set);
            for (unsigned i = 1; set && i <= size; i++) {
                int w = 0;
                bm_movement_switched(&w, m, r, t, i);
                if (w) {
                    free(used);
                    return 0;
                }
            }
            if (cell(m, r, t, BM_FIELD_COPY) != 1 || cell(m, r, t, BM_FIELD_FIRST)) {
                free(used);
                return 0;
            }
            if (f == FMT_ROUNDDATA && bm_movement_event(m) == BM_EVENT_PAIRS &&
                !cell(m, r, t, BM_FIELD_NS) != !cell(m, r, t, BM_FIELD_EW)) {
                free(used); /* an empty seat: RoundData names the missing pair P + 1 there */
                return 0;
            }
            played += set && !used[set];
            used[set] = 1;
            for (unsigned k = 0; k < 4; k++) {
                static const enum bm_field f4[4] = {BM_FIELD_NS, BM_FIELD_EW, BM_FIELD_EAST,
                                                    BM_FIELD_WEST};
                static const enum bm_field p4[4] = {BM_FIELD_NORTH, BM_FIELD_SOUTH,
                                                    BM_FIELD_EAST, BM_FIELD_WEST};
                unsigned v = 0;
                if (bm_movement_event(m) == BM_EVENT_INDIVIDUAL)
                    bm_movement_get(&v, m, r, t, p4[k]);
                else if (k < 2)
                    bm_movement_get(&v, m, r, t, f4[k]);
                most = v > most ? v : most;
            }
            last_r = r > last_r ? r : last_r;
            last_t = t > last_t ? t : last_t;
        }
    free(used);
    if (f == FMT_EBU)
        return last_r == R && last_t == T && (bm_movement_event(m) == BM_EVENT_INDIVIDUAL ||
                                              most == bm_movement_participants(m));
    return played == S && last_r == R && last_t == T && most == bm_movement_participants(m);
}

/* Whether a writer's notes name nothing but the movement's name, the label no exchange format
 * holds (RoundData and EBUScore say so; the round trip restores it before comparing). */
static inline int only_name_noted(const char *notes)
{
    static const char rd[] = "RoundData does not hold: the movement's name (\"";
    static const char ebu[] = "the EBUScore file does not hold: the movement's name (\"";
    int lead = strncmp(notes, rd, sizeof rd - 1) == 0 || strncmp(notes, ebu, sizeof ebu - 1) == 0;
    return lead && !strstr(notes, "\"); ") && notes[strlen(notes) - 1] == ')';
}

/* A movement written in format f and read back: refused only with a reason; otherwise equal on
 * what f holds, and equal as a whole when it holds everything (*whole counts those). */
static inline int exchange_round_trip(const struct bm_movement *m, enum exchange_format f,
                                      const char *options, unsigned *whole)
{
    char *text = NULL, *notes = NULL;
    struct bm_movement *back = NULL;
    enum bm_status st = exchange_write(&text, m, f, options, &notes);
    if (st == BM_EUNSUPPORTED) /* refused: it must say why */
        return strlen(bm_last_error()) > 40;
    enum bm_status read = st ? st : exchange_read(&back, text, f, NULL);
    int ok = st == BM_OK && read == BM_OK && held_equal(m, back, f);
    if (ok && holds_all(m, f)) {
        bm_movement_set_name(back, bm_movement_name(m));
        bm_movement_set_spec(back, bm_movement_spec(m));
        bm_movement_set_generator(back, bm_movement_generator(m));
        ok = movements_equal(back, m) && (!notes || only_name_noted(notes));
        *whole += (unsigned)ok;
    }
    if (!ok)
        fprintf(stderr, "%s round trip failed (%s / %s):\n%.2000s\n", exchange_name[f],
                notes ? notes : "", st || read ? bm_last_error() : "", text ? text : "(none)");
    bm_free(notes);
    bm_free(text);
    bm_movement_free(back);
    return ok;
}

#endif
