/* SPDX-License-Identifier: MIT */
/* Boards to prepare: every (set, copy) group the movement puts on a table or a stand, each with
 * its set's boards. Twinned copies (the same deals at several tables at once) are boards to
 * duplicate; tables sharing one copy pass the same physical boards, so they count once. */
#include <stdint.h>
#include <stdlib.h>

#include "model/model.h"
#include "util/alloc.h"
#include "util/buf.h"
#include "util/export.h"
#include "util/out.h"

static int cmp_group(const void *a, const void *b)
{
    const struct bm_group *x = a, *y = b;
    if (x->set != y->set)
        return x->set < y->set ? -1 : 1;
    return (x->copy > y->copy) - (x->copy < y->copy);
}

/* Every (set, copy) on a table or a stand, once each, sorted; NULL on allocation failure. */
static struct bm_group *distinct_groups(size_t *n, const struct bm_movement *m)
{
    size_t cap = (size_t)m->rounds * m->tables, k = 0;
    for (unsigned s = 0; s < m->nstands; s++)
        for (unsigned r = 0; r < m->rounds; r++)
            cap += m->stands[s].queue_len[r];
    struct bm_group *g = bm_malloc((cap ? cap : 1) * sizeof *g);
    if (!g)
        return NULL;
    for (size_t i = 0; i < (size_t)m->rounds * m->tables; i++)
        if (m->cells[i].active && m->cells[i].set)
            g[k++] = (struct bm_group){m->cells[i].set, m->cells[i].copy};
    for (unsigned s = 0; s < m->nstands; s++)
        for (unsigned r = 0; r < m->rounds; r++)
            for (unsigned i = 0; i < m->stands[s].queue_len[r]; i++)
                g[k++] = m->stands[s].queue[r][i];
    qsort(g, k, sizeof *g, cmp_group);
    size_t d = 0;
    for (size_t i = 0; i < k; i++)
        if (d == 0 || cmp_group(&g[d - 1], &g[i]) != 0)
            g[d++] = g[i];
    *n = d;
    return g;
}

/* Fold one set's copies into the totals and the ranges. */
static void add_set(struct bm_prepare *p, unsigned size, unsigned copies)
{
    if (p->sets == 0 || size < p->size_lo)
        p->size_lo = size;
    if (p->sets == 0 || size > p->size_hi)
        p->size_hi = size;
    if (p->sets == 0 || copies < p->copies_lo)
        p->copies_lo = copies;
    if (p->sets == 0 || copies > p->copies_hi)
        p->copies_hi = copies;
    p->sets++;
    p->boards += (unsigned long long)size * copies;
}

enum bm_status bm_prepare_count(struct bm_prepare *p, const struct bm_movement *m)
{
    *p = (struct bm_prepare){0};
    size_t n;
    struct bm_group *g = distinct_groups(&n, m);
    if (!g)
        return BM_ENOMEM;
    for (size_t i = 0; i < n;) {
        size_t j = i;
        while (j < n && g[j].set == g[i].set)
            j++;
        add_set(p, m->set_size[g[i].set - 1], g[j - 1].copy); /* the highest copy: its case number */
        i = j;
    }
    free(g);
    return BM_OK;
}

/* "3 boards", "2 to 3 boards", "1 board"; "one copy", "4 copies", "1 to 2 copies". */
static void put_range(struct bm_buf *b, unsigned lo, unsigned hi, const char *one,
                      const char *many)
{
    if (lo != hi)
        bm_buf_printf(b, "%u to %u %s", lo, hi, many);
    else
        bm_buf_printf(b, "%u %s", lo, lo == 1 ? one : many);
}

void bm_prepare_words(struct bm_buf *b, const struct bm_prepare *p)
{
    if (p->sets == 0) {
        bm_buf_puts(b, "0 (no boards are played)");
        return;
    }
    bm_buf_printf(b, "%llu (%u set%s of ", p->boards, p->sets, p->sets == 1 ? "" : "s");
    put_range(b, p->size_lo, p->size_hi, "board", "boards");
    bm_buf_puts(b, ", ");
    put_range(b, p->copies_lo, p->copies_hi, "copy", "copies");
    bm_buf_puts(b, p->sets == 1 ? ")" : " of each)");
}
