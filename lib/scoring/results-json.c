/* SPDX-License-Identifier: MIT */
/* The JSON form of a session's results ("format": "bridgemove-results/1", doc/scoring.md):
 * the reader, on the shared JSON parser, and the writer. */
#include <stdio.h>
#include <string.h>

#include "scoring/scoring-private.h"
#include "util/buf.h"
#include "util/form.h"
#include "util/export.h"
#include "util/json.h"
#include "util/message.h"
#include "util/out.h"

#define RESULTS_FORMAT "bridgemove-results/1"

/* One member of an entry into e. Numbers are read wide and checked against the movement by
 * bm_results_apply(), so that JSON and CSV say the same thing about the same mistake. */
static enum bm_status read_member(struct bm_result_entry *e, int k,
                                  const struct bm_json *v, const struct bm_json_path *p)
{
    long long x = 0;
    if (bm_result_key_is_number(k)) {
        enum bm_status st = bm_json_int(&x, v, p, -1000000000, 1000000000);
        if (!st)
            bm_result_entry_number(e, k, x);
        return st;
    }
    if (k == BM_KEY_NOT_PLAYED) {
        if (v->type != BM_JSON_TRUE && v->type != BM_JSON_FALSE)
            return bm_json_wrong_type(v, p, "true or false");
        e->not_played = v->type == BM_JSON_TRUE;
        return BM_OK;
    }
    if (v->type != BM_JSON_STRING)
        return bm_json_wrong_type(v, p, "a string");
    bm_result_entry_text(e, k, v->u.str);
    return BM_OK;
}

static enum bm_status read_entry(struct bm_result_entry *e, const struct bm_json *v,
                                 const struct bm_json_path *path)
{
    unsigned seen = 0;
    memset(e, 0, sizeof *e);
    if (v->type != BM_JSON_OBJECT)
        return bm_json_wrong_type(v, path, "an object (one result)");
    for (size_t i = 0; i < v->n; i++) {
        const struct bm_json_member *mb = &v->u.members[i];
        int k = bm_result_key_find(mb->key, mb->key_len);
        if (k < 0)
            return bm_json_error(&mb->value, path,
                                 "unknown key \"%.*s\" (an entry has round, table, board and "
                                 "one of contract with declarer, tricks and lead, ns_score "
                                 "with ew_score for a split score, artificial, not_played)",
                                 mb->key_len > 24 ? 24 : (int)mb->key_len, mb->key);
        struct bm_json_path p = {path, bm_result_key_name[k], 0};
        if (seen & (1u << k))
            return bm_json_error(&mb->value, &p, "appears twice");
        seen |= 1u << k;
        enum bm_status st = read_member(e, k, &mb->value, &p);
        if (st)
            return st;
    }
    return BM_OK;
}

static enum bm_status read_tree(struct bm_results *r, const struct bm_json *root)
{
    static const struct bm_json_path results_path = {NULL, "results", 0};
    const char *format;
    const struct bm_json *list;
    if (root->type != BM_JSON_OBJECT)
        return bm_json_wrong_type(root, NULL, "a JSON object");
    enum bm_status st = bm_json_member_string(&format, root, NULL, "format", 1);
    if (!st && strcmp(format, RESULTS_FORMAT) != 0)
        return bm_fail(BM_EPARSE, "format \"%.40s\": this reader knows \"" RESULTS_FORMAT "\"",
                       format);
    if (!st)
        st = bm_json_member_array(&list, root, NULL, "results", 1);
    for (size_t i = 0; !st && i < list->n; i++) {
        struct bm_json_path p = {&results_path, NULL, i};
        struct bm_result_entry e;
        char where[64];
        st = read_entry(&e, &list->u.items[i], &p);
        snprintf(where, sizeof where, "results[%zu] (line %u)", i, list->u.items[i].line);
        if (!st)
            st = bm_results_apply(r, &e, where);
    }
    return st;
}

enum bm_status bm_results_read_json(struct bm_results *r, const char *text, size_t len)
{
    struct bm_json root;
    enum bm_status st = bm_json_parse(&root, text, len);
    if (st)
        return st;
    st = read_tree(r, &root);
    bm_json_free(&root);
    return st;
}

/* ---- the writer ---- */

static void write_play(struct bm_buf *b, const struct bm_results *r, unsigned board,
                       const struct bm_play *p)
{
    char text[16];
    bm_buf_printf(b, "{\"round\": %u, \"table\": %u, \"board\": %u, ", p->round, p->table,
                  bm_results_board_number(r, board));
    switch (p->kind) {
    case BM_PLAY_SCORE:
        if (p->has_contract) {
            bm_contract_format(text, sizeof text, &p->contract);
            bm_buf_printf(b, "\"contract\": \"%s\"", text);
            if (p->contract.level)
                bm_buf_printf(b, ", \"declarer\": \"%s\", \"tricks\": %u",
                              bm_direction_letter(p->declarer), p->tricks);
            if (p->lead[0])
                bm_buf_printf(b, ", \"lead\": \"%s\"", p->lead);
        } else {
            bm_buf_printf(b, "\"ns_score\": %d", p->ns_score);
            if (p->split)
                bm_buf_printf(b, ", \"ew_score\": %d", p->ew_score);
        }
        break;
    case BM_PLAY_ARTIFICIAL:
        bm_artificial_format(text, sizeof text, p->art);
        bm_buf_printf(b, "\"artificial\": \"%s\"", text);
        break;
    default: bm_buf_puts(b, "\"not_played\": true"); break; /* BM_PLAY_NOT_PLAYED */
    }
    bm_buf_puts(b, "}");
}

static enum bm_status results_json(char **out, const struct bm_results *r)
{
    BM_OUT_PARAM(out);
    BM_NEED(r);
    struct bm_buf b;
    const char *sep = "\n  ";
    bm_buf_init(&b);
    bm_buf_puts(&b, "{\"format\": \"" RESULTS_FORMAT "\", \"results\": [");
    for (unsigned board = 1; board <= r->nboards; board++)
        for (size_t i = r->board_first[board - 1]; i < r->board_first[board]; i++) {
            if (r->plays[i].kind == BM_PLAY_NONE)
                continue;
            bm_buf_puts(&b, sep);
            write_play(&b, r, board, &r->plays[i]);
            sep = ",\n  ";
        }
    bm_buf_puts(&b, sep[0] == ',' ? "\n]}\n" : "]}\n");
    return bm_buf_finish(&b, out);
}

BM_EXPORT enum bm_status bm_results_report(char **out, const struct bm_results *r,
                                           enum bm_form form)
{
    BM_OUT_PARAM(out);
    BM_NEED(r);
    enum bm_status st = bm_form_check(form, BM_FORMS(BM_FORM_JSON), __func__);
    if (st)
        return st;
    return results_json(out, r);
}
