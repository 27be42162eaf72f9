/* SPDX-License-Identifier: MIT */
/* Matchpoints, board by board, as the movements article describes them: each side gets 2 for
 * every score of its own direction it beats and 1 for every tie, so a board with n results has
 * a top of 2(n - 1). Each side is compared with its own direction's scores (NS with NS, EW with
 * EW), so a split score is matchpointed on both sides and an ordinary result gives EW the
 * complement of NS. Neuberg's formula, (MP + 1) N / n - 1, scales a board with fewer results
 * n to the most plays N of any board. Artificial scores take a share of the top. Scored across
 * the field (across.c), the other sections' scores of the board are ranked beside the
 * section's own and count in n. */
#include <stdlib.h>

#include "scoring/scoring-private.h"
#include "util/alloc.h"

struct ranked {
    int value;
    size_t play; /* the play's index, or OTHER_SECTION: a score it is only compared with */
};

#define OTHER_SECTION ((size_t)-1)

/* Board b's scores in the other sections when scored across the field (across.c). */
static size_t others(const struct bm_scoring *sc, unsigned b)
{
    return sc->across_first ? sc->across_first[b] - sc->across_first[b - 1] : 0;
}

static int by_value(const void *a, const void *b)
{
    int x = ((const struct ranked *)a)->value, y = ((const struct ranked *)b)->value;
    return (x > y) - (x < y);
}

/* One direction's matchpoints for the n real results in r: sort, then every group of equal
 * scores starting at place g gets 2g for the scores below it and 1 for each other tie. */
static void rank_side(struct ranked *r, size_t n, double *points)
{
    qsort(r, n, sizeof *r, by_value);
    for (size_t g = 0, h; g < n; g = h) {
        for (h = g + 1; h < n && r[h].value == r[g].value; h++)
            ;
        for (size_t k = g; k < h; k++)
            if (r[k].play != OTHER_SECTION)
                points[r[k].play] = (double)(2 * g + (h - g - 1));
    }
}

/* The share of the top an artificial score is worth, in percent. */
static unsigned artificial_percent(const struct bm_score_config *o, unsigned char code)
{
    return code == BM_AVERAGE_PLUS ? o->average_plus
           : code == BM_AVERAGE    ? o->average
                                   : o->average_minus;
}

static void score_board(struct bm_scoring *sc, unsigned b, struct ranked *ns, struct ranked *ew)
{
    size_t first = sc->board_first[b - 1], last = sc->board_first[b], n = 0;
    for (size_t i = first; i < last; i++)
        if (sc->plays[i].kind == BM_PLAY_SCORE) {
            ns[n] = (struct ranked){sc->plays[i].ns_score, i};
            ew[n++] = (struct ranked){sc->plays[i].ew_score, i};
        }
    for (size_t k = 0; k < others(sc, b); k++) {
        size_t j = sc->across_first[b - 1] + k;
        ns[n] = (struct ranked){sc->across_ns[j], OTHER_SECTION};
        ew[n++] = (struct ranked){sc->across_ew[j], OTHER_SECTION};
    }
    rank_side(ns, n, sc->ns_points);
    rank_side(ew, n, sc->ew_points);
    double N = sc->most_plays, top = n ? 2.0 * (double)(n - 1) : 0;
    int neuberg = sc->opt.method == BM_METHOD_NEUBERG && n && n < sc->most_plays;
    if (sc->opt.method == BM_METHOD_NEUBERG && sc->most_plays)
        top = 2.0 * (N - 1);
    double half = sc->opt.scale == 1 ? 0.5 : 1.0;
    for (size_t i = first; i < last; i++) {
        const struct bm_play *p = &sc->plays[i];
        if (p->kind == BM_PLAY_SCORE && neuberg) {
            sc->ns_points[i] = (sc->ns_points[i] + 1) * N / (double)n - 1;
            sc->ew_points[i] = (sc->ew_points[i] + 1) * N / (double)n - 1;
        } else if (p->kind == BM_PLAY_ARTIFICIAL) {
            sc->ns_points[i] = top * artificial_percent(&sc->opt, p->art[0]) / 100.0;
            sc->ew_points[i] = top * artificial_percent(&sc->opt, p->art[1]) / 100.0;
        }
        sc->ns_points[i] *= half;
        sc->ew_points[i] *= half;
    }
    sc->board_top[b - 1] = top * half;
}

enum bm_status bm_score_matchpoints(struct bm_scoring *sc)
{
    size_t most = 1;
    for (unsigned b = 1; b <= sc->nboards; b++)
        if (sc->board_first[b] - sc->board_first[b - 1] + others(sc, b) > most)
            most = sc->board_first[b] - sc->board_first[b - 1] + others(sc, b);
    struct ranked *ns = bm_malloc(2 * most * sizeof *ns);
    if (!ns)
        return BM_ENOMEM;
    for (unsigned b = 1; b <= sc->nboards; b++)
        score_board(sc, b, ns, ns + most);
    free(ns);
    return BM_OK;
}
