/* SPDX-License-Identifier: MIT */
/* Boards to prepare: every set on a table or a stand, its boards times its highest copy (case
 * number, bm_sets_copies()). Twinned copies (the same deals at several tables at once) are
 * boards to duplicate; tables sharing one copy pass the same physical boards, so they count
 * once. */
#include <stdint.h>
#include <stdlib.h>

#include "model/boards.h"
#include "model/model.h"
#include "util/alloc.h"
#include "util/buf.h"
#include "util/export.h"
#include "util/out.h"

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
    unsigned *copies = bm_calloc((size_t)m->sets + 1, sizeof *copies);
    if (!copies)
        return BM_ENOMEM;
    bm_sets_copies(m, copies); /* each set's highest copy: its case number */
    for (unsigned s = 1; s <= m->sets; s++)
        if (copies[s])
            add_set(p, m->set_size[s - 1], copies[s]);
    free(copies);
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

BM_EXPORT enum bm_status bm_movement_boards_to_prepare(uint32_t *out,
                                                       const struct bm_movement *m)
{
    BM_OUT_PARAM(out);
    BM_NEED(m);
    struct bm_prepare p;
    enum bm_status st = bm_prepare_count(&p, m);
    if (!st) /* the model's limits keep sets x boards x copies far below UINT_MAX */
        *out = (unsigned)p.boards;
    return st;
}
