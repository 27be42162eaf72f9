/* SPDX-License-Identifier: MIT */
/* A round's results as match totals ("format": "bridgemove-swiss-results/1", doc/swiss.md):
 * {"matches": [{"table": t, "imps": [home, away]}]} for teams, "score" in matchpoints for
 * pairs. Read into a copy of the current round, kept only when the whole file is good. */
#include <stdlib.h>
#include <string.h>

#include "swiss/swiss-json.h"
#include "util/alloc.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"

static enum bm_status read_entry(struct bm_swiss_round *rd, const struct bm_swiss *sw,
                                 const struct bm_json *v, const struct bm_json_path *path,
                                 uint8_t *seen)
{
    const char *key = sw->event == BM_EVENT_TEAMS ? "imps" : "score";
    unsigned table;
    const struct bm_json *res;
    if (v->type != BM_JSON_OBJECT)
        return bm_json_wrong_type(v, path, "an object (one match's result)");
    enum bm_status st =
        bm_json_member_uint(&table, v, path, "table", 1, 0, 1, bm_swiss_tables(sw));
    if (!st && seen[table])
        return bm_json_error(v, path, "table %u appears twice", table);
    if (!st)
        st = bm_json_find(&res, v, path, key, 1);
    if (st)
        return st;
    seen[table] = 1;
    struct bm_json_path p = {path, key, 0};
    return bm_swiss_json_result(rd, table - 1, res, &p);
}

static enum bm_status read_tree(struct bm_swiss_round *rd, const struct bm_swiss *sw,
                                const struct bm_json *root, uint8_t *seen)
{
    static const struct bm_json_path matches_path = {NULL, "matches", 0};
    const char *format;
    const struct bm_json *list;
    if (root->type != BM_JSON_OBJECT)
        return bm_json_wrong_type(root, NULL, "a JSON object");
    enum bm_status st = bm_json_member_string(&format, root, NULL, "format", 1);
    if (!st && strcmp(format, BM_SWISS_RESULTS_FORMAT) != 0)
        return bm_fail(BM_EPARSE,
                       "format \"%.40s\": this reader knows \"" BM_SWISS_RESULTS_FORMAT "\"",
                       format);
    if (!st)
        st = bm_json_member_array(&list, root, NULL, "matches", 1);
    for (size_t i = 0; !st && i < list->n; i++) {
        struct bm_json_path p = {&matches_path, NULL, i};
        st = read_entry(rd, sw, &list->u.items[i], &p, seen);
    }
    return st;
}

BM_EXPORT enum bm_status bm_swiss_results_read(struct bm_swiss *sw, const char *text, size_t len)
{
    BM_NEED(sw);
    BM_NEED(text);
    uint32_t tables = bm_swiss_tables(sw);
    struct bm_swiss_round *cur = &sw->round[sw->made - 1];
    double *h = bm_calloc(tables + 1, sizeof *h), *a = bm_calloc(tables + 1, sizeof *a);
    uint8_t *sc = bm_calloc(tables + 1, 1), *seen = bm_calloc(tables + 1, 1);
    struct bm_json root;
    enum bm_status st = h && a && sc && seen ? bm_json_parse(&root, text, len) : BM_ENOMEM;
    if (!st) {
        memcpy(h, cur->score_home, tables * sizeof *h);
        memcpy(a, cur->score_away, tables * sizeof *a);
        memcpy(sc, cur->scored, tables);
        struct bm_swiss_round copy = *cur;
        copy.score_home = h;
        copy.score_away = a;
        copy.scored = sc;
        st = read_tree(&copy, sw, &root, seen);
        bm_json_free(&root);
    }
    if (!st) {
        memcpy(cur->score_home, h, tables * sizeof *h);
        memcpy(cur->score_away, a, tables * sizeof *a);
        memcpy(cur->scored, sc, tables);
    }
    free(h);
    free(a);
    free(sc);
    free(seen);
    return st;
}
