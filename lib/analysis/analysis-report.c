/* SPDX-License-Identifier: MIT */
/* The reports of `bridgemove analyse`: the text (sizes, boards to prepare, the verdicts, the
 * distribution table "value of s | pairs of pairs" as the movements article prints it,
 * statistics, rules, the s matrix, each term explained where it is printed) and the JSON
 * object. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/analysis-private.h"
#include "util/alloc.h"
#include "util/form.h"
#include "util/out.h"

static unsigned counted_participants(const struct bm_analysis *an)
{
    unsigned n = 0;
    for (unsigned p = 1; p <= an->P; p++)
        n += an->counted[p];
    return n;
}

static void plays_per_board(struct bm_buf *b, const struct bm_analysis *an)
{
    unsigned lo = 0, hi = 0;
    for (unsigned i = 0; i < an->N; i++) {
        unsigned n = an->board_plays[i];
        if (i == 0 || n < lo)
            lo = n;
        if (i == 0 || n > hi)
            hi = n;
    }
    if (lo == hi)
        bm_buf_printf(b, "%u", lo);
    else
        bm_buf_printf(b, "%u..%u", lo, hi);
}

/* "pairs" or "players": the participants in the report's words. */
static const char *who(const struct bm_analysis *an)
{
    return an->event == BM_EVENT_INDIVIDUAL ? "players" : "pairs";
}

static const char *yes_no(int v)
{
    return v ? "yes" : "no";
}

/* The fields verdict and the coupling it rests on. */
static void text_fields(struct bm_buf *b, const struct bm_analysis *an)
{
    bm_buf_printf(b, "one winner: %s - %s\n", yes_no(an->one_winner), bm_fields_str(an->fields));
    bm_buf_printf(b, "  (field coupling %.2f", an->coupling);
    if (an->coupling_unswitched != an->coupling)
        bm_buf_printf(b, ", %.2f without the arrow switches", an->coupling_unswitched);
    bm_buf_puts(b, "; one field from 0.50)\n  (the coupling: the mean s between an NS and an "
                   "EW pair over the mean s within a\n  direction, each pair counted in the "
                   "direction it sits most before switching; 0 for two\n  separate fields, 1 "
                   "when NS and EW pairs compete alike");
    if (an->fields == BM_FIELDS_TEAMS)
        bm_buf_puts(b, "; a team event ranks teams)\n");
    else
        bm_buf_puts(b, ")\n");
}

static void text_header(struct bm_buf *b, const struct bm_analysis *an)
{
    const char *one = bm_participant_word(an->event);
    unsigned out = bm_check_sitting_out(an->check);
    bm_buf_printf(b, "competition analysis%s", an->name[0] ? ": " : "");
    bm_buf_puts_printable(b, an->name); /* a file's name may hold escape sequences */
    bm_buf_puts(b, "\n");
    bm_buf_printf(b, "%s: %u (%u counted)   boards: %u   tables in play: %u   plays per board: ",
                  who(an), an->P, counted_participants(an), an->N, an->tables_in_play);
    plays_per_board(b, an);
    bm_buf_printf(b, "\nboards to prepare: %s\n", an->prepare_words);
    bm_buf_printf(b, "complete: %s   perfect: %s   stationary NS pairs: %s\n",
                  yes_no(an->complete), yes_no(an->perfect), yes_no(an->stationary));
    if (out)
        bm_buf_printf(b, "strictly complete: %s (%u %s%s sit out a round or more; complete "
                         "excuses the boards of\n  those rounds, strictly complete does not)\n",
                      yes_no(an->complete_strict), out, one, out == 1 ? "" : "s");
    bm_buf_printf(b, "  (counted: all but a phantom, the absent %s of a half table; complete: "
                     "everybody\n  plays every board, bar the rounds they sit out; perfect: "
                     "complete, and every two %s\n  compete equally; stationary: each NS pair "
                     "keeps its table all session)\n",
                  one, who(an));
    text_fields(b, an);
}

/* What s is, before its distribution: the term the rest of the report is about. */
static void text_what_s_is(struct bm_buf *b, const struct bm_analysis *an)
{
    int individual = an->event == BM_EVENT_INDIVIDUAL;
    bm_buf_printf(b, "\ns is the amount of competition between two %s: on each board, with n = "
                     "the times it is\nplayed, n - 1 when they play it against each other%s, +1 "
                     "when they play it in the same\ndirection at different tables (their scores "
                     "are compared), -1 in opposite directions.\n",
                  who(an), individual ? ", -(n - 1) as partners" : "");
}

/* The best bound in words: how far the SD is from it, and what it is. */
static void text_bound(struct bm_buf *b, const struct bm_analysis *an,
                       const struct bm_sd_bound *bound)
{
    const struct bm_stats *st = &an->st;
    static const struct { const char *kind, *words; } why[] = {
        {"parity", "the parity bound, above"},
        {"mod4", "the mod-4 bound: everybody plays every board, so each s value is fixed "
                 "modulo 4\n  by who plays an odd number of boards East-West"},
        {"size", "the size bound: everybody plays every board and meets as many others; no "
                 "movement of\n  this size does better, whoever meets whom"},
        {"spectral", "the spectral bound: who meets whom fixes part of s, and no switching "
                     "can add a part\n  that evens it out"},
    };
    const char *words = bound->kind;
    for (size_t i = 0; i < sizeof why / sizeof why[0]; i++)
        if (!strcmp(why[i].kind, bound->kind))
            words = why[i].words;
    double ratio = bm_analysis_ratio_to_bound(an, bound);
    bm_buf_printf(b, "best lower bound on sd: %.4f: ", bound->sd);
    if (st->sd == 0.0 || (ratio > 0.0 && ratio < 1.0 + 5e-5))
        bm_buf_puts(b, "sd reaches it, no arrow switching can do better\n");
    else if (ratio >= 2.0)
        bm_buf_printf(b, "sd is at most %.2f times the best possible\n", ratio);
    else if (ratio > 0.0)
        bm_buf_printf(b, "sd is within %.*f %% of the best possible\n", ratio < 1.1 ? 1 : 0,
                      100.0 * (ratio - 1.0));
    else
        bm_buf_puts(b, "no measure of how close sd is to the best possible\n");
    bm_buf_printf(b, "  (%s)\n", words);
}

static void text_distribution(struct bm_buf *b, const struct bm_analysis *an,
                              const struct bm_sd_bound *bound)
{
    const struct bm_stats *st = &an->st;
    bm_buf_printf(b, "\nvalue of s | pairs of pairs (a pair of pairs: any two %s)\n", who(an));
    for (unsigned i = 0; i < st->dist_n; i++)
        bm_buf_printf(b, "%10lld | %u\n", st->dist_value[i], st->dist_count[i]);
    bm_buf_printf(b, "\npairs of pairs %llu   mean %.4f   sd %.4f (population)   sd_sample %.4f"
                     "   min %lld   max %lld\n",
                  st->pairs, st->mean, st->sd, st->sd_sample, st->min, st->max);
    bm_buf_printf(b, "  (sd: how unevenly the %s compete, 0 when all compete equally; the "
                     "smaller, the fairer\n  one ranking of the whole field. sd divides by the "
                     "number of pairs of pairs, as the\n  published balance tables do; "
                     "sd_sample by one less)\n", who(an));
    bm_buf_printf(b, "parity bound on sd: %.4f (no arrow switching can give a smaller sd: "
                     "switching a board,\n  its NS pair sitting East-West, moves s values by "
                     "2 and never changes their total)\n",
                  st->parity_bound_sd);
    text_bound(b, an, bound);
    bm_buf_printf(b, "apples and oranges: %.1f%% of comparisons (a score on one deal compared, "
                     "in effect, with\n  a score on a different deal, because not everybody "
                     "plays the same boards)\n",
                  100.0 * an->apples_oranges);
}

static int cmp_ll(const void *a, const void *b)
{
    long long x = *(const long long *)a, y = *(const long long *)b;
    return x < y ? -1 : x > y;
}

/* Sorts n > 0 values: counted when their range is small beside n (the usual case: a
 * 999-table Mitchell's two million values take a few dozen), else by qsort. */
static void sort_values(long long *vals, size_t n)
{
    long long lo = vals[0], hi = vals[0];
    for (size_t i = 1; i < n; i++) {
        lo = vals[i] < lo ? vals[i] : lo;
        hi = vals[i] > hi ? vals[i] : hi;
    }
    unsigned long long range = (unsigned long long)(hi - lo) + 1;
    size_t *count = range <= 4 * (unsigned long long)n + 64 ? bm_calloc(range, sizeof *count)
                                                             : NULL;
    if (!count) {
        qsort(vals, n, sizeof *vals, cmp_ll);
        return;
    }
    for (size_t i = 0; i < n; i++)
        count[vals[i] - lo]++;
    for (size_t v = 0, i = 0; v < range; v++)
        for (size_t c = count[v]; c > 0; c--)
            vals[i++] = lo + (long long)v;
    free(count);
}

/* One line "NS-EW: v xN, ..." of the s values of counted pairs whose nominal seats are
 * side_i and side_j (1 = NS, 2 = EW); vals is scratch for every pair of seated pairs (only
 * they have a side). */
static void text_seats_line(struct bm_buf *b, const struct bm_analysis *an, long long *vals,
                            unsigned side_i, unsigned side_j, const char *label)
{
    size_t n = 0;
    for (unsigned k = 1; k <= an->Q; k++)
        for (unsigned l = k + 1; l <= an->Q; l++) {
            unsigned i = an->seated[k], j = an->seated[l];
            unsigned si = an->seat_side[i], sj = an->seat_side[j];
            if (an->counted[i] && an->counted[j] &&
                ((si == side_i && sj == side_j) || (si == side_j && sj == side_i)))
                vals[n++] = an->pairs[bm_seated_pair(an, k, l)].s;
        }
    if (n == 0)
        return;
    sort_values(vals, n);
    bm_buf_printf(b, "%s:", label);
    for (size_t i = 0, run = 1; i < n; i++, run++)
        if (i + 1 == n || vals[i + 1] != vals[i]) {
            bm_buf_printf(b, " %lld x%zu%s", vals[i], run, i + 1 < n ? "," : "");
            run = 0;
        }
    bm_buf_puts(b, "\n");
}

/* For stationary NS pairs, the values by seats (as in reference/figures.md). */
static enum bm_status text_by_seats(struct bm_buf *b, const struct bm_analysis *an)
{
    if (!an->stationary || an->st.pairs == 0)
        return BM_OK;
    size_t Q = an->Q, seated_pairs = Q * (Q ? Q - 1 : 0) / 2;
    long long *vals = bm_malloc((seated_pairs ? seated_pairs : 1) * sizeof *vals);
    if (!vals)
        return BM_ENOMEM;
    bm_buf_puts(b, "\ns by seats (NS pairs stay put, EW pairs move; v xN: N pairs of pairs "
                   "have s = v):\n");
    text_seats_line(b, an, vals, 1, 1, "  NS-NS");
    text_seats_line(b, an, vals, 2, 2, "  EW-EW");
    text_seats_line(b, an, vals, 1, 2, "  NS-EW");
    free(vals);
    return BM_OK;
}

/* The digits of v and its sign, as "%lld" prints it: counted, not printed, since the s
 * matrix asks it of every pair (two million at 999 tables). */
static int digits(long long v)
{
    unsigned long long u = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
    int d = v < 0;
    do
        d++;
    while (u /= 10);
    return d;
}

/* v as " %*lld" prints it (pad > 0: a space, then v right-aligned in pad columns) or as
 * "%lld" (pad 0), written directly: the matrices are most of a large report's millions of
 * numbers, and vsnprintf cost several times the copy. */
static void put_number(struct bm_buf *b, int pad, long long v)
{
    char d[64];
    size_t i = sizeof d;
    unsigned long long u = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
    do
        d[--i] = (char)('0' + u % 10);
    while (u /= 10);
    if (v < 0)
        d[--i] = '-';
    while (pad > 0 && (int)(sizeof d - i) < pad && i > 1)
        d[--i] = ' ';
    if (pad > 0)
        d[--i] = ' ';
    bm_buf_add(b, d + i, sizeof d - i);
}


/* "3, 5..9, 12": the participants never seated, for the note under the matrix. */
static void unseated_list(struct bm_buf *b, const struct bm_analysis *an)
{
    int first = 1;
    for (unsigned p = 1; p <= an->P; p++) {
        if (an->index[p])
            continue;
        unsigned q = p;
        while (q < an->P && !an->index[q + 1])
            q++;
        bm_buf_printf(b, q > p ? "%s%u..%u" : "%s%u", first ? "" : ", ", p, q);
        first = 0;
        p = q;
    }
}

/* The s matrix over the participants seated in the grid; one never seated plays nothing
 * (every s with them is 0) and is named under the matrix instead of filling a row. */
static void text_matrix(struct bm_buf *b, const struct bm_analysis *an)
{
    int w = digits(an->P);
    for (size_t i = 1; i < an->Q * (size_t)(an->Q ? an->Q - 1 : 0) / 2 + 1; i++) {
        int d = digits(an->pairs[i].s);
        if (d > w)
            w = d;
    }
    bm_buf_printf(b, "\ns matrix (s between the %s of row i and column j):\n", who(an));
    bm_buf_printf(b, "%*s", w + 1, "");
    for (unsigned l = 1; l <= an->Q; l++)
        bm_buf_printf(b, " %*u", w, an->seated[l]);
    bm_buf_puts(b, "\n");
    for (unsigned k = 1; k <= an->Q; k++) {
        unsigned i = an->seated[k];
        bm_buf_printf(b, "%*u%s", w, i, an->counted[i] ? " " : "*");
        for (unsigned l = 1; l <= an->Q; l++) {
            if (k == l)
                bm_buf_printf(b, " %*s", w, ".");
            else
                put_number(b, w, an->pairs[bm_seated_pair_any(an, k, l)].s);
        }
        bm_buf_puts(b, "\n");
    }
    if (counted_participants(an) < an->P)
        bm_buf_puts(b, "(* = phantom, not counted in the statistics)\n");
    if (an->Q < an->P) {
        bm_buf_printf(b, "(%s never seated, so every s with them is 0: ", who(an));
        unseated_list(b, an);
        bm_buf_puts(b, ")\n");
    }
}

static enum bm_status analysis_text(char **out, const struct bm_analysis *an,
                                    const struct bm_sd_bound *bound)
{
    char *rules;
    enum bm_status st = bm_check_report(&rules, an->check, BM_FORM_TEXT);
    if (st)
        return st;
    struct bm_buf b;
    bm_buf_init(&b);
    text_header(&b, an);
    text_what_s_is(&b, an);
    text_distribution(&b, an, bound);
    st = text_by_seats(&b, an);
    if (st) {
        free(rules);
        bm_buf_free(&b);
        return st;
    }
    bm_buf_puts(&b, "\n");
    bm_buf_puts(&b, rules);
    free(rules);
    text_matrix(&b, an);
    return bm_buf_finish(&b, out);
}

/* A matrix over the participants seated in the grid (an->seated, listed under
 * "matrix_participants"): one never seated plays nothing, every value with them is 0, so the
 * output follows the grid, never a declared count (a file may declare 16384 pairs and seat
 * two). When every participant is seated, row i is participant i as it always was. */
static void json_matrix(struct bm_buf *b, const struct bm_analysis *an, const char *key,
                        enum bm_matrix which)
{
    bm_buf_printf(b, ", \"%s\": [", key);
    for (unsigned k = 1; k <= an->Q && !b->failed; k++) {
        bm_buf_puts(b, k > 1 ? ", [" : "[");
        for (unsigned l = 1; l <= an->Q; l++) {
            if (l > 1)
                bm_buf_add(b, ", ", 2);
            const struct bm_pair_counts *pc = &an->pairs[bm_seated_pair_any(an, k, l)];
            put_number(b, 0, k == l ? 0 : bm_pair_value(an, pc, which));
        }
        bm_buf_puts(b, "]");
    }
    bm_buf_puts(b, "]");
}

static void json_matrix_participants(struct bm_buf *b, const struct bm_analysis *an)
{
    bm_buf_puts(b, ", \"matrix_participants\": [");
    for (unsigned k = 1; k <= an->Q; k++)
        bm_buf_printf(b, "%s%u", k > 1 ? ", " : "", an->seated[k]);
    bm_buf_puts(b, "]");
}

static const char *json_bool(int v)
{
    return v ? "true" : "false";
}

static void json_competition(struct bm_buf *b, const struct bm_analysis *an,
                             const struct bm_sd_bound *bound)
{
    const struct bm_stats *st = &an->st;
    bm_buf_printf(b, ", \"competition\": {\"mean\": %.10g, \"sd\": %.10g, \"sd_sample\": %.10g, "
                     "\"min\": %lld, \"max\": %lld, \"distribution\": [",
                  st->mean, st->sd, st->sd_sample, st->min, st->max);
    for (unsigned i = 0; i < st->dist_n; i++)
        bm_buf_printf(b, "%s[%lld, %u]", i ? ", " : "", st->dist_value[i], st->dist_count[i]);
    bm_buf_printf(b, "], \"parity_bound_sd\": %.10g, \"bound\": %.10g, \"bound_kind\": \"%s\", "
                     "\"ratio_to_bound\": ",
                  st->parity_bound_sd, bound->sd, bound->kind);
    double ratio = bm_analysis_ratio_to_bound(an, bound);
    if (ratio > 0.0)
        bm_buf_printf(b, "%.10g}", ratio);
    else
        bm_buf_puts(b, "null}");
}

static enum bm_status analysis_json(char **out, const struct bm_analysis *an,
                                    const struct bm_sd_bound *bound)
{
    char *rules;
    enum bm_status st = bm_check_report(&rules, an->check, BM_FORM_JSON);
    if (st)
        return st;
    struct bm_buf b;
    bm_buf_init(&b);
    bm_buf_printf(&b, "{\"participants\": %u, \"boards\": %u, \"boards_to_prepare\": %llu, "
                      "\"complete\": %s, \"complete_strict\": %s, \"perfect\": %s, "
                      "\"decoupled\": %s, \"one_winner\": %s, \"fields\": \"%s\", "
                      "\"field_coupling\": %.10g, \"field_coupling_unswitched\": %.10g, "
                      "\"rules\": ",
                  an->P, an->N, an->boards_to_prepare, json_bool(an->complete),
                  json_bool(an->complete_strict), json_bool(an->perfect),
                  json_bool(!an->one_winner), json_bool(an->one_winner),
                  bm_fields_key(an->fields), an->coupling, an->coupling_unswitched);
    bm_buf_puts(&b, rules);
    free(rules);
    json_competition(&b, an, bound);
    bm_buf_printf(&b, ", \"apples_oranges\": %.10g", an->apples_oranges);
    static const char *const keys[] = {"a", "b", "c", "d", "s"};
    for (int k = 0; k < 5; k++)
        json_matrix(&b, an, keys[k], (enum bm_matrix)(BM_MATRIX_A + k));
    if (an->event == BM_EVENT_INDIVIDUAL)
        json_matrix(&b, an, "partners", BM_MATRIX_PARTNERS);
    json_matrix_participants(&b, an);
    bm_buf_puts(&b, "}\n");
    return bm_buf_finish(&b, out);
}

BM_EXPORT enum bm_status bm_analysis_report(char **out, const struct bm_analysis *an,
                                            enum bm_form form)
{
    BM_OUT_PARAM(out);
    BM_NEED(an);
    enum bm_status st = bm_form_check(form, BM_FORMS_TEXT_JSON, __func__);
    struct bm_sd_bound bound;
    if (!st && (st = bm_analysis_bound(&bound, an)) != BM_OK)
        return bm_fail(st, "no memory to work out the bound on the sd");
    if (st)
        return st;
    return form == BM_FORM_JSON ? analysis_json(out, an, &bound)
                                : analysis_text(out, an, &bound);
}
