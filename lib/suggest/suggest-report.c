/* SPDX-License-Identifier: MIT */
/* The ranked list as text for a director and as JSON for programs. */
#include <math.h>
#include <string.h>

#include "suggest/suggest-private.h"
#include "util/buf.h"
#include "util/form.h"
#include "util/export.h"
#include "util/out.h"

/* The spec that builds the candidate with its switch plan applied: the movement whose balance
 * "with the last-round switch" and whose one winner the list reports. */
static void switched_spec(struct bm_buf *b, const struct bm_candidate *c)
{
    bm_buf_printf(b, "%s%cswitch=%s", c->spec, strchr(c->spec, ':') ? ',' : ':', c->plan);
}

/* "about 2 h 40": the clock's minutes to the nearest five, as a director says them. */
static void clock_text(struct bm_buf *b, unsigned minutes)
{
    unsigned m = (minutes + 2) / 5 * 5;
    if (m < 60)
        bm_buf_printf(b, "about %u min", m ? m : 5);
    else if (m % 60)
        bm_buf_printf(b, "about %u h %02u", m / 60, m % 60);
    else
        bm_buf_printf(b, "about %u h", m / 60);
}

/* The balance a board played in words: the bands of the field sizes 6-30 pairs at 24-28
 * boards, where complete Howells sit near 0, good Mitchells (switched) at 0.1-0.3 and
 * movements where many pairs never share boards above 0.4. The words follow the figure as
 * printed (two decimals), so that 0.35 always reads alike. */
static const char *balance_words(double per_board)
{
    double shown = floor(100 * per_board + 0.5) / 100;
    return shown < 0.05 ? "as fair as it gets"
           : shown < 0.2 ? "well balanced"
           : shown < 0.35 ? "fair"
                          : "uneven: some pairs compare on few boards";
}

/* The words beside the figure: a teams event's balance judges nothing unless the boards are
 * scored across the field, and its words say so instead of a verdict. */
static const char *candidate_balance_words(const struct bm_candidate *c)
{
    if (c->event == BM_EVENT_TEAMS)
        return "for Butler or cross-IMP scoring only";
    return balance_words(bm_suggest_balance(c));
}

/* A pairs or individual event ranks everyone on the same boards: the balance says how fairly.
 * A teams event scores matches, each comparing its own two tables: the figure only counts
 * when the boards are scored across the field (Butler, cross-IMPs), and no words judge it. */
static void balance_text(struct bm_buf *b, const struct bm_candidate *c)
{
    double per_board = bm_suggest_balance(c);
    if (c->event == BM_EVENT_TEAMS)
        bm_buf_printf(b, "   balance across the field, for Butler or cross-IMP scoring only: "
                         "%.2f a board played (0 is perfect; a match compares its two tables)",
                      per_board);
    else
        bm_buf_printf(b, "   balance: %.2f a board played (%s; 0 is perfect)", per_board,
                      balance_words(per_board));
}

/* Whom a team meets: the first thing a teams director asks. */
static void opponents_text(struct bm_buf *b, const struct bm_candidate *c)
{
    unsigned met = c->number[BM_SUGGEST_OPPONENTS_MET], all = c->opponents;
    if (met == all)
        bm_buf_printf(b, "   opponents: every team meets all %u others\n", all);
    else
        bm_buf_printf(b, "   opponents: each team meets %u or more of the %u others\n", met,
                      all);
}

static void candidate_text(struct bm_buf *b, const struct bm_candidate *c, size_t rank)
{
    const unsigned *n = c->number;
    bm_buf_printf(b, "%zu. %s\n", rank, c->spec);
    bm_buf_printf(b, "   %u table%s, %u round%s of %u board%s: %u boards each, %u boards to "
                     "prepare; ",
                  n[BM_SUGGEST_TABLES], n[BM_SUGGEST_TABLES] == 1 ? "" : "s",
                  n[BM_SUGGEST_ROUNDS], n[BM_SUGGEST_ROUNDS] == 1 ? "" : "s",
                  n[BM_SUGGEST_BOARDS_PER_ROUND], n[BM_SUGGEST_BOARDS_PER_ROUND] == 1 ? "" : "s",
                  n[BM_SUGGEST_BOARDS_PLAYED], n[BM_SUGGEST_BOARDS_TO_PREPARE]);
    clock_text(b, c->minutes);
    bm_buf_puts(b, "\n");
    if (c->event == BM_EVENT_TEAMS)
        opponents_text(b, c);
    balance_text(b, c);
    bm_buf_printf(b, "; sd %.4f", c->sd);
    if (c->has_switched)
        bm_buf_printf(b, ", %.4f with the %s switch", c->sd_switched, c->plan);
    bm_buf_printf(b, "; apples and oranges %.0f%%\n", 100 * c->apples);
    bm_buf_printf(b, "   %s\n", c->reason);
    if (c->has_switched) {
        bm_buf_printf(b, "   with the %s switch, build: ", c->plan);
        switched_spec(b, c);
        bm_buf_puts(b, "\n");
    }
}

static enum bm_status suggestions_text(char **out, const struct bm_suggestions *list)
{
    BM_OUT_PARAM(out);
    BM_NEED(list);
    struct bm_buf b;
    bm_buf_init(&b);
    bm_buf_printf(&b, "Request: %s\n", list->request);
    if (list->unmeasured)
        bm_buf_printf(&b, "%zu more offer%s not measured: the field and the range are too "
                          "large to measure every offer quickly; narrow the request (boards, "
                          "rounds=, boards_per_round=)\n", list->unmeasured,
                      list->unmeasured == 1 ? " was" : "s were");
    if (!list->n)
        bm_buf_puts(&b, "No movement fits: widen the boards range or drop a constraint.\n");
    else
        bm_buf_printf(&b, "%zu movement%s, the best first:\n", list->n, list->n == 1 ? "" : "s");
    for (size_t i = 0; i < list->n; i++) {
        bm_buf_puts(&b, "\n");
        candidate_text(&b, &list->c[i], i + 1);
    }
    return bm_buf_finish(&b, out);
}

static void json_number(struct bm_buf *b, const char *key, unsigned v)
{
    bm_buf_printf(b, ", \"%s\": %u", key, v);
}

static void candidate_json(struct bm_buf *b, const struct bm_candidate *c)
{
    static const struct {
        const char *key;
        enum bm_suggest_number which;
    } numbers[] = {
        {"tables", BM_SUGGEST_TABLES},
        {"rounds", BM_SUGGEST_ROUNDS},
        {"boards_per_round", BM_SUGGEST_BOARDS_PER_ROUND},
        {"boards_played", BM_SUGGEST_BOARDS_PLAYED},
        {"boards_to_prepare", BM_SUGGEST_BOARDS_TO_PREPARE},
        {"copies", BM_SUGGEST_COPIES},
        {"stands", BM_SUGGEST_STANDS},
        {"shared_tables", BM_SUGGEST_SHARED_TABLES},
        {"sit_outs", BM_SUGGEST_SIT_OUTS},
        {"stationary", BM_SUGGEST_STATIONARY},
        {"opponents_met", BM_SUGGEST_OPPONENTS_MET},
    };
    bm_buf_puts(b, "    {\"spec\": ");
    bm_buf_json_string(b, c->spec);
    for (size_t i = 0; i < sizeof numbers / sizeof *numbers; i++)
        json_number(b, numbers[i].key, c->number[numbers[i].which]);
    bm_buf_printf(b, ", \"sd\": %.6f, \"sd_switched\": ", c->sd);
    if (c->has_switched)
        bm_buf_printf(b, "%.6f", c->sd_switched);
    else
        bm_buf_puts(b, "null");
    bm_buf_puts(b, ", \"switch_plan\": ");
    bm_buf_json_string(b, c->plan);
    bm_buf_printf(b, ", \"apples_oranges\": %.6f, \"one_winner\": %s, \"one_winner_switched\": %s",
                  c->apples, c->number[BM_SUGGEST_ONE_WINNER] ? "true" : "false",
                  c->number[BM_SUGGEST_ONE_WINNER_SWITCHED] ? "true" : "false");
    bm_buf_puts(b, ", \"reason\": ");
    bm_buf_json_string(b, c->reason);
    bm_buf_puts(b, ", \"switched_spec\": ");
    if (c->has_switched) {
        bm_buf_puts(b, "\"");
        switched_spec(b, c); /* a spec holds no character JSON must escape */
        bm_buf_puts(b, "\"");
    } else {
        bm_buf_puts(b, "null");
    }
    json_number(b, "minutes", c->minutes);
    json_number(b, "opponents", c->opponents);
    bm_buf_printf(b, ", \"balance_per_board\": %.6f", bm_suggest_balance(c));
    /* the words of the text form, so that a page or a scorer shows the same verdict */
    bm_buf_puts(b, ", \"balance_words\": ");
    bm_buf_json_string(b, candidate_balance_words(c));
    bm_buf_printf(b, ", \"cost\": %.2f", c->cost);
    bm_buf_puts(b, "}");
}

static enum bm_status suggestions_json(char **out, const struct bm_suggestions *list)
{
    BM_OUT_PARAM(out);
    BM_NEED(list);
    struct bm_buf b;
    bm_buf_init(&b);
    bm_buf_puts(&b, "{\"request\": ");
    bm_buf_json_string(&b, list->request);
    bm_buf_printf(&b, ", \"unmeasured\": %zu", list->unmeasured);
    bm_buf_puts(&b, ", \"candidates\": [");
    for (size_t i = 0; i < list->n; i++) {
        bm_buf_puts(&b, i ? ",\n" : "\n");
        candidate_json(&b, &list->c[i]);
    }
    bm_buf_puts(&b, list->n ? "\n]}\n" : "]}\n");
    return bm_buf_finish(&b, out);
}

BM_EXPORT enum bm_status bm_suggestions_report(char **out, const struct bm_suggestions *list,
                                               enum bm_form form)
{
    BM_OUT_PARAM(out);
    BM_NEED(list);
    enum bm_status st = bm_form_check(form, BM_FORMS_TEXT_JSON, __func__);
    if (st)
        return st;
    return form == BM_FORM_JSON ? suggestions_json(out, list)
                                : suggestions_text(out, list);
}
