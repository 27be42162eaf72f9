/* SPDX-License-Identifier: MIT */
/* The presets of the movements article ("Switching" and "How much to switch?"): no switches,
 * the club rule (the last round; the last two from 12 rounds on), the stagger (board j of each
 * set in round R - k + j) and the rule of thumb "switch about one eighth of the boards". In a
 * teams event a preset also switches the same boards at the other table of each match, so
 * that every match can still be scored. */
#include <stdlib.h>

#include "switch/switch-private.h"
#include "util/alloc.h"
#include "util/message.h"

struct preset_rule {
    enum bm_preset preset;
    unsigned rounds, k;
    unsigned char *slot; /* eighth: [rounds][k] switched (round, position) slots */
};

static unsigned largest_set(const struct bm_movement *m)
{
    unsigned k = 1;
    for (unsigned s = 0; s < m->sets; s++)
        if (m->set_size[s] > k)
            k = m->set_size[s];
    return k;
}

/* The rule of thumb: q = ceil(R k / 8) slots, diagonally back from the last board. */
static enum bm_status eighth_slots(struct preset_rule *pr)
{
    unsigned R = pr->rounds, k = pr->k;
    pr->slot = bm_calloc((size_t)R * k, 1);
    if (!pr->slot)
        return BM_ENOMEM;
    unsigned long q = ((unsigned long)R * k + 7) / 8;
    for (unsigned long i = 0; i < q; i++) {
        unsigned r = R - (unsigned)(i % R), j = k - (unsigned)(i % k);
        unsigned char *row = pr->slot + (size_t)(r - 1) * k;
        for (unsigned tries = 0; tries < k && row[j - 1]; tries++)
            j = j == 1 ? k : j - 1;
        row[j - 1] = 1;
    }
    return BM_OK;
}

int bm_preset_last_round_switches(unsigned r, unsigned R)
{
    return r == R || (R >= 12 && r == R - 1);
}

static int preset_bit(const struct preset_rule *pr, const struct bm_play *x)
{
    unsigned R = pr->rounds;
    switch (pr->preset) {
    case BM_PRESET_LAST_ROUND:
        return bm_preset_last_round_switches(x->round, R);
    case BM_PRESET_STAGGER:
        return x->round + pr->k == R + x->position;
    case BM_PRESET_EIGHTH:
        return pr->slot[(size_t)(x->round - 1) * pr->k + (x->position - 1)];
    case BM_PRESET_NONE:
    case BM_PRESET_OPTIMISE:
        break;
    }
    return 0;
}

enum bm_level bm_preset_level(enum bm_preset preset, enum bm_level chosen)
{
    switch (preset) {
    case BM_PRESET_NONE:
    case BM_PRESET_LAST_ROUND: return BM_LEVEL_ROUND;
    case BM_PRESET_STAGGER:
    case BM_PRESET_EIGHTH: return BM_LEVEL_BOARD;
    case BM_PRESET_OPTIMISE: break;
    }
    return chosen;
}

enum bm_status bm_preset_bits(unsigned char *bits, const struct bm_seval *e,
                              const struct bm_movement *m, enum bm_preset preset)
{
    struct preset_rule pr = {preset, m->rounds, largest_set(m), NULL};
    if (preset == BM_PRESET_STAGGER && pr.k > pr.rounds)
        return bm_fail(BM_EUNSUPPORTED,
                       "preset=stagger switches board j of each set in round R - k + j and needs "
                       "no more boards per set than rounds (k = %u, R = %u); use preset=eighth "
                       "or preset=optimise",
                       pr.k, pr.rounds);
    if (preset == BM_PRESET_EIGHTH && eighth_slots(&pr))
        return BM_ENOMEM;
    for (size_t p = 0; p < e->nplays; p++)
        bits[p] = (unsigned char)preset_bit(&pr, &e->plays[p]);
    free(pr.slot);
    bm_match_close(e, bits);
    return BM_OK;
}
