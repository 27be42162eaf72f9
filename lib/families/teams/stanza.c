/* SPDX-License-Identifier: MIT */
/* Stanzas of a team movement: "4x3+6x2" plays 4 rounds of 3 boards, then 6 rounds of 2; each
 * stanza has its own sets (American Whist and Stagger). */
#include <ctype.h>
#include <stdlib.h>

#include "families/teams/teams.h"

static enum bm_status parse_stanzas(struct stanza *s, unsigned *n, const char *text,
                                    unsigned def_boards)
{
    *n = 0;
    for (const char *p = text;;) {
        char *end;
        /* digits only: strtoul alone would take a sign or blanks */
        unsigned long r = isdigit((unsigned char)*p) ? strtoul(p, &end, 10) : 0, b = def_boards;
        if (r == 0)
            return bm_fail(BM_EPARSE,
                           "stanzas=%s: expected ROUNDSxBOARDS[+ROUNDSxBOARDS...], e.g. 4x3+6x2",
                           text);
        if (r > BM_MAX_DIM)
            return bm_fail(BM_EUNSUPPORTED,
                           "stanzas=%s: a stanza of more than %u rounds is too long", text,
                           BM_MAX_DIM);
        p = end;
        if (*p == 'x' || *p == 'X') {
            b = isdigit((unsigned char)p[1]) ? strtoul(p + 1, &end, 10) : 0;
            if (b == 0 || b > BM_MAX_BOARDS_PER_SET)
                return bm_fail(BM_EPARSE, "stanzas=%s: boards after 'x' must be 1..%u", text,
                               BM_MAX_BOARDS_PER_SET);
            p = end;
        }
        if (*n == MAX_STANZAS)
            return bm_fail(BM_EPARSE, "stanzas=%s: at most %u stanzas", text,
                           MAX_STANZAS);
        s[(*n)++] = (struct stanza){(unsigned)r, (unsigned)b};
        if (!*p)
            return BM_OK;
        if (*p != '+')
            return bm_fail(BM_EPARSE, "stanzas=%s: unexpected '%c'", text, *p);
        p++;
    }
}

unsigned bm_stanzas_rounds(const struct stanza *s, unsigned n)
{
    unsigned t = 0;
    for (unsigned k = 0; k < n; k++)
        t += s[k].rounds;
    return t;
}

enum bm_status bm_stanzas_size_sets(struct bm_movement *m, const struct stanza *s, unsigned n,
                                    unsigned per_stanza)
{
    enum bm_status st = BM_OK;
    for (unsigned k = 0; k < n && !st; k++)
        for (unsigned q = 1; q <= per_stanza && !st; q++)
            st = bm_movement_resize_set(m, k * per_stanza + q, s[k].boards);
    return st;
}

enum bm_status bm_stanzas_read(struct stanza *s, unsigned *n, unsigned *boards,
                               const struct bm_params *p, unsigned def_rounds)
{
    enum bm_status st = bm_param_uint(boards, p, "boards");
    if (st)
        return st;
    const char *text = bm_param_str(p, "stanzas", NULL);
    if (!text) {
        s[0] = (struct stanza){def_rounds, *boards};
        *n = 1;
        return BM_OK;
    }
    return parse_stanzas(s, n, text, *boards);
}
