/* SPDX-License-Identifier: MIT */
/* Which parts of the guide to print (the keys cards, travellers and copies of the set print),
 * and which pairs get a guide card: by default only those who move, since the table card
 * already tells a pair that stays at its table all it needs. */
#include <string.h>

#include "options/keys.h"
#include "options/options.h"
#include "print/print-private.h"

static const char part_words[] = "room prepare table stand pair traveller";

void bm_print_parts_read(struct bm_print_parts *p, const struct bm_options *opt)
{
    const char *cards = opt ? bm_options_value(opt, "cards") : NULL;
    p->copies = opt ? (unsigned)bm_options_number(opt, "copies") : 1;
    p->mask = BM_PART_ROOM | BM_PART_PREPARE | BM_PART_TABLE | BM_PART_STAND | BM_PART_PAIR |
              BM_PART_TRAVELLER;
    if (cards && strcmp(cards, "all") == 0)
        p->mask |= BM_PART_EVERY_PAIR;
    else if (cards && strcmp(cards, "auto") != 0) { /* checked by the key's check */
        p->mask = BM_PART_EVERY_PAIR;
        for (const char *s = cards; *s;) {
            size_t n = strcspn(s, "+");
            char word[16] = "";
            if (n < sizeof word)
                memcpy(word, s, n);
            int i = bm_word_index(part_words, word);
            p->mask |= i >= 0 ? 1u << i : 0;
            s += n + (s[n] == '+');
        }
    }
    if (opt && bm_options_choice(opt, "travellers") == 1)
        p->mask &= ~(unsigned)BM_PART_TRAVELLER;
}

/* Whether p sits at one table in one seat every round it is seated, and is seated every
 * round it is present (a round away from its table is a move its card must show). */
static int never_moves(const struct bm_movement *m, unsigned p)
{
    unsigned t0 = 0, t;
    enum bm_field f0 = (enum bm_field)0, f;
    for (unsigned r = 1; r <= m->rounds; r++) {
        bm_movement_seat_of(&t, &f, m, p, r);
        if (!t && bm_is_present(m, p, r))
            return 0;
        if (t && t0 && (t != t0 || f != f0))
            return 0;
        if (t) {
            t0 = t;
            f0 = f;
        }
    }
    return t0 != 0;
}

static int plays_some_round(const struct bm_movement *m, unsigned p)
{
    for (unsigned r = 1; r <= m->rounds; r++)
        if (bm_is_present(m, p, r))
            return 1;
    return 0;
}

int bm_print_pair_wanted(const struct bm_print_parts *parts, const struct bm_movement *m,
                         unsigned p)
{
    if (!(parts->mask & BM_PART_PAIR) || !plays_some_round(m, p))
        return 0;
    return (parts->mask & BM_PART_EVERY_PAIR) || !never_moves(m, p);
}
