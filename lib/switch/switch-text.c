/* SPDX-License-Identifier: MIT */
/* Switch plans in plain language: instruction lines a director can read out, the plan as text
 * (instructions and balance before/after) and as a JSON report. Each round is described in
 * the simplest form that is exact: the whole round at every table, some board positions at
 * every table, whole sets at some tables, or a list per table (individual itineraries). Only
 * tables where the boards are played count: a phantom's table takes no instruction. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/analysis-private.h"
#include "switch/switch-private.h"
#include "util/alloc.h"
#include "util/form.h"
#include "util/out.h"

#define EAST_WEST "East\xE2\x80\x93West"
#define NORTH_SOUTH "North\xE2\x80\x93South"

static void ordinal(struct bm_buf *b, unsigned n)
{
    static const char *const words[] = {"first", "second", "third", "fourth", "fifth",
                                        "sixth", "seventh", "eighth", "ninth", "tenth"};
    if (n >= 1 && n <= 10) {
        bm_buf_puts(b, words[n - 1]);
        return;
    }
    const char *suffix = (n % 100 >= 11 && n % 100 <= 13) ? "th"
                         : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th";
    bm_buf_printf(b, "%u%s", n, suffix);
}

/* "a", "a and b", "a, b and c": item i of n is preceded by the right separator. */
static void separator(struct bm_buf *b, unsigned i, unsigned n)
{
    if (i > 0)
        bm_buf_puts(b, i + 1 == n ? " and " : ", ");
}

struct round_view {
    const struct bm_movement *m;
    unsigned r, k;
};

static int has_set(const struct round_view *v, unsigned t)
{
    return bm_switch_cell_plays(v->m, v->r, bm_cell_at(v->m, v->r, t));
}

static unsigned size_at(const struct round_view *v, unsigned t)
{
    return v->m->set_size[bm_cell_at(v->m, v->r, t)->set - 1];
}

static unsigned switched_at(const struct round_view *v, unsigned t)
{
    unsigned n = 0;
    for (unsigned i = 1; i <= size_at(v, t); i++)
        n += (unsigned)bm_switch_bit(v->m, v->r, t, i);
    return n;
}

/* Whether position j is switched at every table holding it (1), at none (0), or mixed (-1). */
static int position_state(const struct round_view *v, unsigned j)
{
    int state = 0, seen = 0;
    for (unsigned t = 1; t <= v->m->tables; t++) {
        if (!has_set(v, t) || size_at(v, t) < j)
            continue;
        int bit = bm_switch_bit(v->m, v->r, t, j);
        if (seen && bit != state)
            return -1;
        state = bit;
        seen = 1;
    }
    return state;
}

static enum bm_status push_line(struct bm_switch_plan *plan, struct bm_buf *b)
{
    char *line;
    enum bm_status st = bm_buf_finish(b, &line);
    if (st)
        return st;
    if (plan->ninstr == plan->instr_cap) {
        unsigned cap = plan->instr_cap ? 2 * plan->instr_cap : 16;
        char **grown = bm_realloc(plan->instr, sizeof *grown * cap);
        if (!grown) {
            free(line);
            return BM_ENOMEM;
        }
        plan->instr = grown;
        plan->instr_cap = cap;
    }
    plan->instr[plan->ninstr++] = line;
    return BM_OK;
}

static void describe_positions(struct bm_buf *b, const struct round_view *v)
{
    unsigned n = 0, count = 0;
    for (unsigned j = 1; j <= v->k; j++)
        count += position_state(v, j) == 1;
    bm_buf_printf(b, "Round %u: at every table, play the ", v->r);
    for (unsigned j = 1; j <= v->k; j++)
        if (position_state(v, j) == 1) {
            separator(b, n++, count);
            ordinal(b, j);
        }
    bm_buf_printf(b, " board%s of the set switched", count > 1 ? "s" : "");
}

static void describe_tables(struct bm_buf *b, const struct round_view *v)
{
    unsigned n = 0, count = 0;
    for (unsigned t = 1; t <= v->m->tables; t++)
        count += has_set(v, t) && switched_at(v, t) > 0;
    bm_buf_printf(b, "Round %u: table%s ", v->r, count > 1 ? "s" : "");
    for (unsigned t = 1; t <= v->m->tables; t++)
        if (has_set(v, t) && switched_at(v, t) > 0) {
            separator(b, n++, count);
            bm_buf_printf(b, "%u", t);
        }
    bm_buf_printf(b, " play%s all boards with the arrow switched", count > 1 ? "" : "s");
}

/* One line per table: the boards by number and who sits where on them. */
static enum bm_status describe_cells(struct bm_switch_plan *plan, const struct round_view *v)
{
    enum bm_status st = BM_OK;
    for (unsigned t = 1; t <= v->m->tables && !st; t++) {
        if (!has_set(v, t) || switched_at(v, t) == 0)
            continue;
        const struct bm_cell *c = bm_cell_at(v->m, v->r, t);
        unsigned count = switched_at(v, t), n = 0;
        struct bm_buf b;
        bm_buf_init(&b);
        bm_buf_printf(&b, "Round %u, table %u: ", v->r, t);
        if (count == size_at(v, t)) {
            bm_buf_puts(&b, "play all boards switched");
        } else {
            bm_buf_printf(&b, "play board%s ", count > 1 ? "s" : "");
            unsigned before = v->m->first_board;
            for (unsigned s = 1; s < c->set; s++)
                before += v->m->set_size[s - 1];
            for (unsigned i = 1; i <= size_at(v, t); i++)
                if (bm_switch_bit(v->m, v->r, t, i)) {
                    separator(&b, n++, count);
                    bm_buf_printf(&b, "%u", before + i - 1);
                }
            bm_buf_puts(&b, " switched");
        }
        if (c->seat[0] && c->seat[1])
            bm_buf_printf(&b, " (pair %u sits " EAST_WEST ", pair %u " NORTH_SOUTH ")",
                          c->seat[0], c->seat[1]);
        st = push_line(plan, &b);
    }
    return st;
}

static enum bm_status describe_round(struct bm_switch_plan *plan, const struct round_view *v)
{
    unsigned tables = 0, full = 0, touched = 0;
    int uniform = 1;
    for (unsigned t = 1; t <= v->m->tables; t++) {
        if (!has_set(v, t))
            continue;
        unsigned sw = switched_at(v, t);
        tables++;
        full += sw == size_at(v, t);
        touched += sw > 0;
        if (sw > 0 && sw < size_at(v, t))
            uniform = 0;
    }
    if (touched == 0)
        return BM_OK;
    int by_position = 1;
    for (unsigned j = 1; j <= v->k; j++)
        by_position &= position_state(v, j) >= 0;
    struct bm_buf b;
    bm_buf_init(&b);
    if (full == tables)
        bm_buf_printf(&b, "Round %u: every table plays all boards with the arrow switched "
                          "(NS pairs sit " EAST_WEST ")", v->r);
    else if (by_position)
        describe_positions(&b, v);
    else if (uniform)
        describe_tables(&b, v);
    else
        return describe_cells(plan, v);
    return push_line(plan, &b);
}

enum bm_status bm_switch_instructions(struct bm_switch_plan *plan)
{
    const struct bm_movement *m = plan->m;
    unsigned k = 1;
    for (unsigned s = 0; s < m->sets; s++)
        if (m->set_size[s] > k)
            k = m->set_size[s];
    enum bm_status st = BM_OK;
    for (unsigned r = 1; r <= m->rounds && !st; r++) {
        struct round_view v = {m, r, k};
        st = describe_round(plan, &v);
    }
    return st;
}

/* ---- the plan as text ---- */

static void distribution(struct bm_buf *b, const struct bm_balance *bal, int json)
{
    for (size_t i = 0; i < bal->ndist; i++)
        bm_buf_printf(b, json ? "%s[%d, %zu]" : "%s%d x%zu", i ? ", " : "",
                      (int)bal->dist[i].value, bal->dist[i].count);
}

static void balance_line(struct bm_buf *b, const char *label, const struct bm_balance *bal)
{
    bm_buf_printf(b, "  %s SD %.4f (sample %.4f), mean %.4f; s: ", label, bal->sd,
                  bal->sd_sample, bal->mean);
    distribution(b, bal, 0);
    bm_buf_puts(b, "\n");
}

/* What a level lets a plan switch, in the words of the instructions. */
static const char *level_words(enum bm_level level)
{
    switch (level) {
    case BM_LEVEL_ROUND: return "whole rounds at every table";
    case BM_LEVEL_BOARD: return "the same boards of the set at every table";
    case BM_LEVEL_TABLE: return "whole sets at chosen tables";
    default: return "any board at any table";
    }
}

static void how_found(struct bm_buf *b, const struct bm_switch_plan *p)
{
    if (p->preset != BM_PRESET_OPTIMISE) {
        bm_buf_printf(b, "  plan: preset %s (%s level: %s)\n", bm_preset_name(p->preset),
                      bm_level_name(p->level), level_words(p->level));
        return;
    }
    char trials[48] = ""; /* ", best of 3 searches" when the level searched more than once */
    if (p->trials > 1)
        snprintf(trials, sizeof trials, ", best of %u searches", p->trials);
    bm_buf_printf(b, "  plan: optimised at the %s level (%s);\n"
                     "  random seed %llu, effort %llu%s; %s after %llu search steps%s\n%s",
                  bm_level_name(p->level), level_words(p->level), (unsigned long long)p->seed,
                  (unsigned long long)p->effort, trials,
                  p->proven ? "proven optimal for the level" : "best found",
                  (unsigned long long)p->iterations,
                  p->stopped_early ? " (stopped early at the time cap)" : "",
                  p->proven ? "" : "  (not proven optimal: more effort may find a better plan)\n");
}

/* The best bound the library proves, when it is above parity, and how near the plan is. */
static enum bm_status text_best_bound(struct bm_buf *b, const struct bm_switch_plan *plan)
{
    struct bm_sd_bound bound;
    double ratio = 0.0;
    enum bm_status st = bm_switch_best_bound(&bound, &ratio, plan);
    if (st || bound.sd <= plan->parity_bound)
        return st;
    /* The size bound rests on the size alone: it holds for every movement of the size, not
     * only for this one's switchings. */
    int size = strcmp(bound.kind, "size") == 0;
    bm_buf_printf(b, "  %s bound on the SD: %.4f (%s: no switching can go below it)\n",
                  strcmp(bound.kind, "mod4") ? bound.kind : "mod-4", bound.sd,
                  size ? "holds for every movement of this size" : "proved for this movement");
    if (ratio > 0.0 && ratio < 1.0 + 5e-5)
        bm_buf_puts(b, "  the plan reaches it: no switching can do better\n");
    else if (ratio > 0.0)
        bm_buf_printf(b, "  the plan's SD is %.2f times that bound\n", ratio);
    return BM_OK;
}

static enum bm_status switch_plan_text(char **out, const struct bm_switch_plan *plan)
{
    BM_OUT_PARAM(out);
    BM_NEED(plan);
    struct bm_buf b;
    bm_buf_init(&b);
    const char *name = bm_movement_name(plan->m);
    bm_buf_printf(&b, "Arrow switches for %s\n", name[0] ? name : "the movement");
    if (plan->ninstr > 0)
        bm_buf_puts(&b, "(a board played switched: the NS pair sits " EAST_WEST " and the EW "
                        "pair " NORTH_SOUTH ",\nso that NS and EW pairs compete with each "
                        "other and one ranking of the whole field is fair)\n");
    if (plan->ninstr > 0 && plan->teams)
        bm_buf_puts(&b, "(a teams event: both tables of a match play the same boards switched, "
                        "so every match\ncan still be scored)\n");
    for (unsigned i = 0; i < plan->ninstr; i++)
        bm_buf_printf(&b, "%s\n", plan->instr[i]);
    if (plan->ninstr == 0)
        bm_buf_puts(&b, "No board is switched.\n");
    if (plan->ninstr == 0 && plan->teams && plan->preset == BM_PRESET_OPTIMISE)
        bm_buf_printf(&b, "(a teams event: a board switched at one table of a match only could "
                          "not be scored,\nand at the %s level no switch made at both tables "
                          "improves the balance)\n", bm_level_name(plan->level));
    bm_buf_printf(&b, "\nBalance of the amount of competition s over %zu pairs of pairs:\n"
                      "(s: how much two pairs compete; SD: how unevenly, the smaller the "
                      "fairer, sample SD\ndividing by one less; v xN: N pairs of pairs have "
                      "s = v)\n",
                  plan->npairs);
    balance_line(&b, "before:", &plan->before);
    balance_line(&b, "after: ", &plan->after);
    bm_buf_printf(&b, "  parity bound on the SD: %.4f (no switching can go below it)\n",
                  plan->parity_bound);
    enum bm_status st = text_best_bound(&b, plan);
    if (st) {
        bm_buf_free(&b);
        return st;
    }
    bm_buf_printf(&b, "  boards played switched: %lu of %zu played (each board at each table "
                      "counts once)\n",
                  plan->boards_switched, plan->plays);
    how_found(&b, plan);
    return bm_buf_finish(&b, out);
}

/* ---- the plan as JSON ---- */

static void json_balance(struct bm_buf *b, const char *key, const struct bm_balance *bal)
{
    bm_buf_printf(b, "  \"%s\": {\"mean\": %.6f, \"sd\": %.6f, \"sd_sample\": %.6f, "
                     "\"distribution\": [", key, bal->mean, bal->sd, bal->sd_sample);
    distribution(b, bal, 1);
    bm_buf_puts(b, "]},\n");
}

static void json_switches(struct bm_buf *b, const struct bm_movement *m)
{
    unsigned n = 0;
    bm_buf_puts(b, "  \"switches\": [");
    for (unsigned r = 1; r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *c = bm_cell_at(m, r, t);
            if (!c->active || !c->set)
                continue;
            unsigned any = 0;
            for (unsigned i = 1; i <= m->set_size[c->set - 1]; i++) {
                if (!bm_switch_bit(m, r, t, i))
                    continue;
                if (any++)
                    bm_buf_printf(b, ", %u", i);
                else
                    bm_buf_printf(b, "%s[%u, %u, [%u", n++ ? ", " : "", r, t, i);
            }
            if (any)
                bm_buf_puts(b, "]]");
        }
    bm_buf_puts(b, "]\n");
}

static enum bm_status switch_plan_json(char **out, const struct bm_switch_plan *plan)
{
    BM_OUT_PARAM(out);
    BM_NEED(plan);
    struct bm_buf b;
    bm_buf_init(&b);
    bm_buf_puts(&b, "{\n  \"name\": ");
    bm_buf_json_string(&b, bm_movement_name(plan->m));
    bm_buf_puts(&b, ",\n  \"spec\": ");
    bm_buf_json_string(&b, bm_movement_spec(plan->m));
    bm_buf_puts(&b, ",\n");
    bm_changes_json(&b, plan->m);
    bm_buf_printf(&b, "  \"preset\": \"%s\",\n  \"level\": \"%s\",\n  \"seed\": %llu,\n"
                      "  \"effort\": %llu,\n  \"trials\": %u,\n  \"iterations\": %llu,\n"
                      "  \"proven_optimal\": %s,\n"
                      "  \"stopped_early\": %s,\n  \"boards_switched\": %lu,\n  \"plays\": %zu,\n"
                      "  \"pairs_of_pairs\": %zu,\n",
                  bm_preset_name(plan->preset), bm_level_name(plan->level),
                  (unsigned long long)plan->seed, (unsigned long long)plan->effort,
                  plan->trials, (unsigned long long)plan->iterations,
                  plan->proven ? "true" : "false",
                  plan->stopped_early ? "true" : "false", plan->boards_switched, plan->plays,
                  plan->npairs);
    json_balance(&b, "before", &plan->before);
    json_balance(&b, "after", &plan->after);
    struct bm_sd_bound bound;
    double ratio = 0.0;
    enum bm_status st = bm_switch_best_bound(&bound, &ratio, plan);
    if (st) {
        bm_buf_free(&b);
        return st;
    }
    bm_buf_printf(&b, "  \"parity_bound_sd\": %.6f,\n  \"bound\": %.6f,\n"
                      "  \"bound_kind\": \"%s\",\n  \"ratio_to_bound\": %.6f,\n"
                      "  \"instructions\": [", plan->parity_bound, bound.sd, bound.kind, ratio);
    for (unsigned i = 0; i < plan->ninstr; i++) {
        bm_buf_puts(&b, i ? ",\n    " : "\n    ");
        bm_buf_json_string(&b, plan->instr[i]);
    }
    bm_buf_puts(&b, plan->ninstr ? "\n  ],\n" : "],\n");
    json_switches(&b, plan->m);
    bm_buf_puts(&b, "}\n");
    return bm_buf_finish(&b, out);
}

BM_EXPORT enum bm_status bm_switch_plan_report(char **out, const struct bm_switch_plan *plan,
                                               enum bm_form form)
{
    BM_OUT_PARAM(out);
    BM_NEED(plan);
    enum bm_status st = bm_form_check(form, BM_FORMS_TEXT_JSON, __func__);
    if (st)
        return st;
    return form == BM_FORM_JSON ? switch_plan_json(out, plan)
                                : switch_plan_text(out, plan);
}
