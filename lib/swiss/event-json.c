/* SPDX-License-Identifier: MIT */
/* The event file ("format": "bridgemove-swiss/1", doc/swiss.md): the writer (the JSON form
 * of bm_swiss_report, with the text form, the current round's draw) and the reader, which
 * checks every round as bm_swiss_next would have made it possible: each participant once a
 * round (or the bye), tables 1..field/2 once each, results for every round before the last. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "swiss/swiss-private.h"
#include "swiss/pair.h"
#include "swiss/swiss-json.h"
#include "util/alloc.h"
#include "util/buf.h"
#include "util/export.h"
#include "util/form.h"
#include "util/json.h"
#include "util/message.h"
#include "util/out.h"

static const char *result_key(const struct bm_swiss *sw)
{
    return sw->event == BM_EVENT_TEAMS ? "imps" : "score";
}

static void write_number(struct bm_buf *b, double x)
{
    char s[40];
    snprintf(s, sizeof s, "%.2f", x);
    size_t n = strlen(s); /* 12.50 -> 12.5, 7.00 -> 7 */
    while (s[n - 1] == '0')
        s[--n] = 0;
    if (s[n - 1] == '.')
        s[--n] = 0;
    bm_buf_puts(b, s);
}

static void write_round(struct bm_buf *b, const struct bm_swiss *sw, uint32_t r)
{
    const struct bm_swiss_round *rd = &sw->round[r];
    bm_buf_printf(b, "    {\"round\": %u, \"boards\": [%u, %u], \"matches\": [", r + 1,
                  r * sw->boards + 1, (r + 1) * sw->boards);
    for (uint32_t t = 0; t < bm_swiss_tables(sw); t++) {
        bm_buf_printf(b, "%s\n      {\"table\": %u, \"home\": %u, \"away\": %u", t ? "," : "",
                      t + 1, rd->home[t], rd->away[t]);
        if (rd->scored[t]) {
            bm_buf_printf(b, ", \"%s\": [", result_key(sw));
            write_number(b, rd->score_home[t]);
            bm_buf_puts(b, ", ");
            write_number(b, rd->score_away[t]);
            bm_buf_puts(b, "]");
        }
        bm_buf_puts(b, "}");
    }
    if (rd->bye)
        bm_buf_printf(b, "\n    ], \"bye\": %u}", rd->bye);
    else
        bm_buf_puts(b, "\n    ], \"bye\": null}");
}

static void write_json(struct bm_buf *b, const struct bm_swiss *sw)
{
    bm_buf_printf(b, "{\n  \"format\": \"" BM_SWISS_FORMAT "\",\n  \"event\": \"%s\",\n"
                  "  \"field\": %u,\n  \"planned_rounds\": %u,\n  \"boards\": %u,\n"
                  "  \"seed\": %llu,\n  \"bye_score\": ",
                  sw->event == BM_EVENT_TEAMS ? "teams" : "pairs", sw->field, sw->planned,
                  sw->boards, (unsigned long long)sw->seed);
    write_number(b, sw->bye_score);
    if (sw->method != BM_SWISS_OPTIMAL)
        bm_buf_printf(b, ",\n  \"method\": \"%s\"", bm_swiss_method_name(sw->method));
    int kept = 0;
    for (uint32_t i = 0; i < sw->field; i++)
        if (sw->keep_table[i])
            bm_buf_printf(b, "%s[%u, %u]", kept++ ? ", " : ",\n  \"stationary\": [", i + 1,
                          sw->keep_table[i]);
    if (kept)
        bm_buf_puts(b, "]");
    bm_buf_puts(b, ",\n  \"rounds\": [\n");
    for (uint32_t r = 0; r < sw->made; r++) {
        write_round(b, sw, r);
        bm_buf_puts(b, r + 1 < sw->made ? ",\n" : "\n");
    }
    bm_buf_puts(b, "  ]\n}\n");
}

static void write_text(struct bm_buf *b, const struct bm_swiss *sw)
{
    uint32_t r = sw->made - 1;
    const struct bm_swiss_round *rd = &sw->round[r];
    const char *who = sw->event == BM_EVENT_TEAMS ? "team" : "pair";
    bm_buf_printf(b, "Round %u of %u: boards %u-%u at every table%s\n", r + 1, sw->planned,
                  r * sw->boards + 1, (r + 1) * sw->boards,
                  sw->event == BM_EVENT_TEAMS ? " (both rooms of a match play the same)" : "");
    for (uint32_t t = 0; t < bm_swiss_tables(sw); t++)
        bm_buf_printf(b, "  table %3u: %s %u (home) v %s %u\n", t + 1, who, rd->home[t], who,
                      rd->away[t]);
    if (rd->bye)
        bm_buf_printf(b, "  bye: %s %u\n", who, rd->bye);
}

BM_EXPORT enum bm_status bm_swiss_report(char **out, const struct bm_swiss *sw, enum bm_form form)
{
    BM_OUT_PARAM(out);
    BM_NEED(sw);
    enum bm_status st = bm_form_check(form, BM_FORMS_TEXT_JSON, "bm_swiss_report");
    if (st)
        return st;
    struct bm_buf b;
    bm_buf_init(&b);
    if (form == BM_FORM_JSON)
        write_json(&b, sw);
    else
        write_text(&b, sw);
    return bm_buf_finish(&b, out);
}

/* ---- reading ---- */

enum bm_status bm_swiss_json_real(double *out, const struct bm_json *v,
                                  const struct bm_json_path *path, double lo, double hi)
{
    if (v->type != BM_JSON_NUMBER)
        return bm_json_wrong_type(v, path, "a number");
    char s[64];
    if (v->n >= sizeof s)
        return bm_json_error(v, path, "a number of %zu characters is too long", v->n);
    memcpy(s, v->u.num, v->n);
    s[v->n] = 0;
    double x = strtod(s, NULL);
    if (!(x >= lo && x <= hi))
        return bm_json_error(v, path, "%s is out of range %g..%g", s, lo, hi);
    *out = x;
    return BM_OK;
}

/* A result pair [home, away] into table t of round rd. */
enum bm_status bm_swiss_json_result(struct bm_swiss_round *rd, uint32_t t, const struct bm_json *v,
                                    const struct bm_json_path *path)
{
    enum bm_status st = bm_json_array_of_length(v, path, 2, "[home, away]");
    for (size_t k = 0; !st && k < 2; k++) {
        struct bm_json_path p = {path, NULL, k};
        st = bm_swiss_json_real(k ? &rd->score_away[t] : &rd->score_home[t], &v->u.items[k],
                                &p, 0, BM_SWISS_MAX_RESULT);
    }
    if (!st)
        rd->scored[t] = 1;
    return st;
}

static enum bm_status read_match(struct bm_swiss *sw, uint32_t r, const struct bm_json *v,
                                 const struct bm_json_path *path, uint8_t *seen)
{
    struct bm_swiss_round *rd = &sw->round[r];
    unsigned table, home, away;
    if (v->type != BM_JSON_OBJECT)
        return bm_json_wrong_type(v, path, "an object (one match)");
    enum bm_status st =
        bm_json_member_uint(&table, v, path, "table", 1, 0, 1, bm_swiss_tables(sw));
    if (!st)
        st = bm_json_member_uint(&home, v, path, "home", 1, 0, 1, sw->field);
    if (!st)
        st = bm_json_member_uint(&away, v, path, "away", 1, 0, 1, sw->field);
    if (st)
        return st;
    if (seen[sw->field + table])
        return bm_json_error(v, path, "table %u appears twice in round %u", table, r + 1);
    if (seen[home] || seen[away] || home == away)
        return bm_json_error(v, path, "%u meets %u, but %u plays twice in round %u", home, away,
                             seen[home] || home == away ? home : away, r + 1);
    seen[sw->field + table] = seen[home] = seen[away] = 1;
    rd->home[table - 1] = home;
    rd->away[table - 1] = away;
    const struct bm_json *res;
    st = bm_json_find(&res, v, path, result_key(sw), 0);
    if (!st && res) {
        struct bm_json_path p = {path, result_key(sw), 0};
        st = bm_swiss_json_result(rd, table - 1, res, &p);
    }
    return st;
}

static enum bm_status read_bye(struct bm_swiss *sw, uint32_t r, const struct bm_json *v,
                               const struct bm_json_path *path, const uint8_t *seen)
{
    const struct bm_json *bye;
    enum bm_status st = bm_json_find(&bye, v, path, "bye", 1);
    if (st)
        return st;
    struct bm_json_path p = {path, "bye", 0};
    if (bye->type == BM_JSON_NULL) {
        if (sw->field % 2)
            return bm_json_error(bye, &p, "an odd field has a bye every round");
        return BM_OK;
    }
    unsigned x;
    st = bm_json_uint(&x, bye, &p, 1, sw->field);
    if (st)
        return st;
    if (sw->field % 2 == 0)
        return bm_json_error(bye, &p, "an even field has no bye (null)");
    if (seen[x])
        return bm_json_error(bye, &p, "%u has the bye but plays in round %u", x, r + 1);
    sw->round[r].bye = x;
    return BM_OK;
}

static enum bm_status read_round(struct bm_swiss *sw, uint32_t r, const struct bm_json *v,
                                 const struct bm_json_path *path, uint8_t *seen)
{
    unsigned number;
    const struct bm_json *matches;
    if (v->type != BM_JSON_OBJECT)
        return bm_json_wrong_type(v, path, "an object (one round)");
    enum bm_status st = bm_json_member_uint(&number, v, path, "round", 1, 0, 1, sw->planned);
    if (!st && number != r + 1)
        return bm_json_error(v, path, "round %u where round %u was due", number, r + 1);
    if (!st)
        st = bm_json_member_array(&matches, v, path, "matches", 1);
    if (st)
        return st;
    struct bm_json_path mp = {path, "matches", 0};
    st = bm_json_array_of_length(matches, &mp, bm_swiss_tables(sw), "a match a table");
    memset(seen, 0, (size_t)sw->field + bm_swiss_tables(sw) + 1);
    for (size_t t = 0; !st && t < matches->n; t++) {
        struct bm_json_path p = {&mp, NULL, t};
        st = read_match(sw, r, &matches->u.items[t], &p, seen);
    }
    return st ? st : read_bye(sw, r, v, path, seen);
}

/* Every round before the last is complete: the next was made from its results. */
static enum bm_status check_results(const struct bm_swiss *sw)
{
    for (uint32_t r = 0; r + 1 < sw->made; r++)
        for (uint32_t t = 0; t < bm_swiss_tables(sw); t++)
            if (!sw->round[r].scored[t])
                return bm_fail(BM_EPARSE, "rounds[%u].matches: table %u has no result, but "
                               "round %u was made after it", r, t + 1, r + 2);
    return BM_OK;
}

/* "method": "optimal" (the default), "monrad" or "dutch". */
static enum bm_status read_method(struct bm_swiss *sw, const struct bm_json *root)
{
    static const struct bm_json_path path = {NULL, "method", 0};
    const struct bm_json *v = NULL;
    enum bm_status st = bm_json_find(&v, root, NULL, "method", 0);
    if (st || !v)
        return st;
    if (v->type != BM_JSON_STRING)
        return bm_json_wrong_type(v, &path, "\"optimal\", \"monrad\" or \"dutch\"");
    for (int m = BM_SWISS_OPTIMAL; m <= BM_SWISS_DUTCH; m++)
        if (strcmp(v->u.str, bm_swiss_method_name((enum bm_swiss_method)m)) == 0) {
            sw->method = (enum bm_swiss_method)m;
            return BM_OK;
        }
    return bm_json_error(v, &path, "\"%.40s\": the methods are \"optimal\", \"monrad\" and "
                         "\"dutch\"", v->u.str);
}

/* "stationary": [[participant, table], ...], each side and table once. */
static enum bm_status read_stationary(struct bm_swiss *sw, const struct bm_json *root)
{
    static const struct bm_json_path path = {NULL, "stationary", 0};
    const struct bm_json *a = NULL;
    enum bm_status st = bm_json_member_array(&a, root, NULL, "stationary", 0);
    for (size_t k = 0; !st && a && k < a->n; k++) {
        struct bm_json_path item = {&path, NULL, k};
        unsigned x[2] = {0, 0};
        st = bm_json_array_of_length(&a->u.items[k], &item, 2, "[participant, table]");
        for (size_t j = 0; !st && j < 2; j++) {
            struct bm_json_path p = {&item, NULL, j};
            st = bm_json_uint(&x[j], &a->u.items[k].u.items[j], &p, 1, BM_SWISS_MAX_FIELD);
        }
        if (!st && bm_swiss_keep_table(sw, x[0], x[1]))
            st = bm_json_error(&a->u.items[k], &item, "%s", bm_last_error());
    }
    return st;
}

static enum bm_status read_plan(struct bm_swiss **out, const struct bm_json *root)
{
    const char *format, *event;
    unsigned field, planned, boards;
    long long seed = 0;
    if (root->type != BM_JSON_OBJECT)
        return bm_json_wrong_type(root, NULL, "a JSON object");
    enum bm_status st = bm_json_member_string(&format, root, NULL, "format", 1);
    if (!st && strcmp(format, BM_SWISS_FORMAT) != 0)
        return bm_fail(BM_EPARSE, "format \"%.40s\": this reader knows \"" BM_SWISS_FORMAT "\"",
                       format);
    if (!st)
        st = bm_json_member_string(&event, root, NULL, "event", 1);
    if (!st && strcmp(event, "teams") != 0 && strcmp(event, "pairs") != 0)
        return bm_fail(BM_EPARSE, "event: \"%.40s\" is neither \"teams\" nor \"pairs\"", event);
    if (!st)
        st = bm_json_member_uint(&field, root, NULL, "field", 1, 0, 2, BM_SWISS_MAX_FIELD);
    if (!st)
        st = bm_json_member_uint(&planned, root, NULL, "planned_rounds", 1, 0, 1,
                                 field - 1 + field % 2);
    if (!st)
        st = bm_json_member_uint(&boards, root, NULL, "boards", 1, 0, 1, BM_SWISS_MAX_BOARDS);
    const struct bm_json *v = NULL;
    static const struct bm_json_path seed_path = {NULL, "seed", 0};
    if (!st)
        st = bm_json_find(&v, root, NULL, "seed", 0);
    if (!st && v)
        st = bm_json_int(&seed, v, &seed_path, 0, 9007199254740991ll); /* 2^53 - 1 */
    if (st)
        return st;
    st = bm_swiss_alloc(out, strcmp(event, "teams") == 0 ? BM_EVENT_TEAMS : BM_EVENT_PAIRS,
                        field, planned, boards, (uint64_t)seed);
    if (st)
        return st;
    static const struct bm_json_path bye_path = {NULL, "bye_score", 0};
    st = bm_json_find(&v, root, NULL, "bye_score", 0);
    if (!st && v)
        st = bm_swiss_json_real(&(*out)->bye_score, v, &bye_path, 0, BM_SWISS_MAX_RESULT);
    if (!st)
        st = read_method(*out, root);
    if (!st)
        st = read_stationary(*out, root);
    return st;
}

static enum bm_status read_tree(struct bm_swiss **out, const struct bm_json *root)
{
    static const struct bm_json_path rounds_path = {NULL, "rounds", 0};
    const struct bm_json *rounds;
    enum bm_status st = read_plan(out, root);
    if (!st)
        st = bm_json_member_array(&rounds, root, NULL, "rounds", 1);
    if (!st && (rounds->n < 1 || rounds->n > (*out)->planned))
        st = bm_json_error(rounds, &rounds_path, "%zu rounds; an event holds 1..%u", rounds->n,
                           (*out)->planned);
    uint8_t *seen = st ? NULL : bm_malloc((size_t)(*out)->field * 2 + 2);
    if (!st && !seen)
        st = BM_ENOMEM;
    for (size_t r = 0; !st && r < rounds->n; r++) {
        struct bm_json_path p = {&rounds_path, NULL, r};
        st = read_round(*out, (uint32_t)r, &rounds->u.items[r], &p, seen);
        (*out)->made = (uint32_t)r + 1;
    }
    free(seen);
    return st ? st : check_results(*out);
}

BM_EXPORT enum bm_status bm_swiss_read(struct bm_swiss **out, const char *text, size_t len)
{
    BM_OUT_PARAM(out);
    BM_NEED(text);
    struct bm_json root;
    enum bm_status st = bm_json_parse(&root, text, len);
    if (st)
        return st;
    struct bm_swiss *sw = NULL;
    st = read_tree(&sw, &root);
    bm_json_free(&root);
    if (st) {
        bm_swiss_free(sw);
        return st;
    }
    *out = sw;
    return BM_OK;
}
