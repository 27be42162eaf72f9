/* SPDX-License-Identifier: MIT */
/* bm_build(): a spec's family builds the grid, then the keys every family shares (first_board,
 * phantom) are applied and the spec and generator recorded. */
#include <ctype.h>
#include <stdlib.h>

#include "descriptor/family.h"
#include "model/model.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"

/* Apply the common "phantom" key: a seat "7ew"/"3ns" or a participant number, optionally
 * "@R" for "from round R on". */
static enum bm_status apply_phantom(struct bm_movement *m, const char *v, char *msg,
                                    size_t msg_size)
{
    char *end;
    unsigned long num = strtoul(v, &end, 10);
    unsigned participant = 0, from = 1;
    if (!isdigit((unsigned char)v[0]) || num == 0 || num > m->participants)
        return bm_fail(BM_EPARSE, msg, msg_size,
                       "phantom=%s: expected a seat such as 7ew or 3ns, or a participant number "
                       "1..%u, optionally @ROUND", v, m->participants);
    if ((end[0] == 'n' && end[1] == 's') || (end[0] == 'e' && end[1] == 'w')) {
        if (m->event == BM_EVENT_INDIVIDUAL || num > m->tables)
            return bm_fail(BM_EPARSE, msg, msg_size, "phantom=%s: no such seat (tables 1..%u)",
                           v, m->tables);
        unsigned r1;
        for (r1 = 1; r1 <= m->rounds && !bm_cell_at(m, r1, (unsigned)num)->active; r1++)
            ;
        if (r1 > m->rounds)
            return bm_fail(BM_EPARSE, msg, msg_size, "phantom=%s: table %lu never plays", v, num);
        participant = bm_cell_at(m, r1, (unsigned)num)->seat[end[0] == 'n' ? 0 : 1];
        end += 2;
    } else {
        participant = (unsigned)num;
    }
    if (*end == '@') {
        char *e2;
        unsigned long r = strtoul(end + 1, &e2, 10);
        if (!isdigit((unsigned char)end[1]) || *e2 || r < 1 || r > m->rounds)
            return bm_fail(BM_EPARSE, msg, msg_size, "phantom=%s: round after @ must be 1..%u", v,
                           m->rounds);
        from = (unsigned)r;
    } else if (*end) {
        return bm_fail(BM_EPARSE, msg, msg_size, "phantom=%s: unexpected '%s'", v, end);
    }
    if (participant == 0)
        return bm_fail(BM_EPARSE, msg, msg_size, "phantom=%s: that seat is empty", v);
    return bm_movement_set_phantom(m, participant, from);
}

static enum bm_status finish_build(struct bm_movement *m, const struct bm_spec *spec, char *msg,
                                   size_t msg_size)
{
    const char *ph = bm_param_str(&spec->p, "phantom", NULL);
    unsigned first_board;
    enum bm_status st = bm_param_uint(&first_board, &spec->p, "first_board", msg, msg_size);
    if (!st)
        st = bm_movement_set_first_board(m, first_board);
    if (!st && ph)
        st = apply_phantom(m, ph, msg, msg_size);
    char *text = NULL;
    if (!st)
        st = bm_spec_to_string(&text, spec);
    if (!st)
        st = bm_movement_set_spec(m, text);
    bm_free(text);
    if (!st)
        st = bm_movement_set_generator(m, "libbridgemove " BM_VERSION_STRING);
    return st;
}

BM_EXPORT enum bm_status bm_build(struct bm_movement **out, const struct bm_spec *spec, char *msg,
                                  size_t msg_size)
{
    BM_OUT_PARAM_MSG(out, msg, msg_size);
    if (!spec)
        return bm_fail(BM_EINVAL, msg, msg_size, "spec is NULL");
    struct bm_movement *m = NULL;
    enum bm_status st = spec->p.family->build(&m, &spec->p, msg, msg_size);
    if (!st)
        st = finish_build(m, spec, msg, msg_size);
    if (st) {
        bm_movement_free(m);
        if (st == BM_ENOMEM)
            bm_fail(BM_ENOMEM, msg, msg_size, "out of memory");
        return st;
    }
    *out = m;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_build_string(struct bm_movement **out, const char *text, char *msg,
                                         size_t msg_size)
{
    if (out)
        *out = NULL;
    struct bm_spec *spec;
    enum bm_status st = bm_spec_parse(&spec, text, msg, msg_size);
    if (st)
        return st;
    st = bm_build(out, spec, msg, msg_size);
    bm_spec_free(spec);
    return st;
}
