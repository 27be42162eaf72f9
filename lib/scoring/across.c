/* SPDX-License-Identifier: MIT */
/* Matchpoints across the field: several sections play the same boards (the same numbers as
 * printed), and each result is compared with the same board's scores in every section, not
 * only its own. The scored section keeps, board by board, the other sections' real scores
 * (each side's from its own side), which matchpoints.c ranks beside its own; Neuberg's N
 * becomes the most plays of any board across the sections. */
#include <stdlib.h>

#include "scoring/scoring-private.h"
#include "util/alloc.h"
#include "util/message.h"

/* The plays of board `number` (as printed) in results r: [*first, *last), empty if r has no
 * such board. */
static void plays_of(size_t *first, size_t *last, const struct bm_results *r, unsigned number)
{
    *first = *last = 0;
    if (number < r->first_board || number - r->first_board >= r->nboards)
        return;
    unsigned b = number - r->first_board;
    *first = r->board_first[b];
    *last = r->board_first[b + 1];
}

/* Count (pass 0) or copy (pass 1) the other sections' real scores of every board. */
static void gather(struct bm_scoring *sc, const struct bm_results *const *sections,
                   unsigned count, unsigned self, int pass, unsigned *most)
{
    size_t k = 0;
    for (unsigned b = 1; b <= sc->nboards; b++) {
        size_t plays = sc->board_first[b] - sc->board_first[b - 1];
        unsigned number = bm_scoring_board_number(sc, b);
        for (unsigned s = 1; s <= count; s++) {
            size_t first, last;
            if (s == self)
                continue;
            plays_of(&first, &last, sections[s - 1], number);
            plays += last - first;
            for (size_t i = first; i < last; i++) {
                const struct bm_play *p = &sections[s - 1]->plays[i];
                if (p->kind != BM_PLAY_SCORE)
                    continue;
                if (pass) {
                    sc->across_ns[k] = p->ns_score;
                    sc->across_ew[k] = p->ew_score;
                }
                k++;
            }
        }
        if (pass == 0)
            sc->across_first[b] = k;
        if (plays > *most)
            *most = (unsigned)plays;
    }
}

enum bm_status bm_scoring_across(struct bm_scoring *sc, const struct bm_results *const *sections,
                                 unsigned count, unsigned self)
{
    for (unsigned s = 1; s <= count; s++) {
        if (!sections[s - 1])
            return bm_fail(BM_EINVAL, "section %u's results are NULL", s);
        if (sections[s - 1]->event != sc->event)
            return bm_fail(BM_EINVAL, "section %u is another kind of event than section %u: "
                           "only sections of one event are compared across the field", s, self);
    }
    unsigned most = 0;
    sc->across_first = bm_calloc(sc->nboards + 1, sizeof *sc->across_first);
    if (!sc->across_first)
        return bm_fail(BM_ENOMEM, "out of memory");
    gather(sc, sections, count, self, 0, &most);
    size_t n = sc->across_first[sc->nboards];
    sc->across_ns = bm_malloc((n ? n : 1) * sizeof *sc->across_ns);
    sc->across_ew = bm_malloc((n ? n : 1) * sizeof *sc->across_ew);
    if (!sc->across_ns || !sc->across_ew)
        return bm_fail(BM_ENOMEM, "out of memory");
    gather(sc, sections, count, self, 1, &most);
    sc->most_plays = most;
    sc->across_sections = count > 1 ? count : 0; /* one section: nothing across */
    /* a board's count of results is the scores it was compared with, every section's */
    for (unsigned b = 1; b <= sc->nboards; b++)
        sc->board_results[b - 1] += (unsigned)(sc->across_first[b] - sc->across_first[b - 1]);
    return BM_OK;
}
