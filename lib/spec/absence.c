/* SPDX-License-Identifier: MIT */
/* The absence keys every family shares: phantom (absent all session, or from round R on),
 * late (plays from round R on) and leaves (absent from round R on). Each value is one or more
 * items joined by '+'; an item names a participant by number or by its seat in the first round
 * its table plays ("7ew", "3ns"), followed by "@R". */
#include "model/model.h"
#include "spec/absence.h"
#include "util/message.h"

enum absence_key { KEY_PHANTOM, KEY_LATE, KEY_LEAVES };

static const char *const key_names[] = {"phantom", "late", "leaves"};

struct item {
    const char *p, *end; /* the item's text */
    unsigned who, round; /* round 0: no "@R" */
};

/* A whole number in [p, end), at most 7 digits; 0 if there is none (or it is too long). */
static unsigned read_number(const char **p, const char *end)
{
    unsigned long n = 0;
    const char *q = *p;
    while (q < end && *q >= '0' && *q <= '9' && q - *p < 8)
        n = n * 10 + (unsigned)(*q++ - '0');
    if (q == *p || (q < end && *q >= '0' && *q <= '9'))
        return 0;
    *p = q;
    return (unsigned)n;
}

static const char *who_word(const struct bm_movement *m)
{
    return bm_participant_word(m->event);
}

static enum bm_status bad_item(const struct item *it, enum absence_key key,
                               const struct bm_movement *m, const char *why)
{
    return bm_fail(BM_EPARSE,
                   "%s=%.*s: %s; expected a seat such as 7ew or 3ns, or a %s number 1..%u%s, "
                   "items joined by '+', e.g. %s",
                   key_names[key], (int)(it->end - it->p), it->p, why, who_word(m), m->participants,
                   key == KEY_PHANTOM ? "" : ", then @ROUND",
                   key == KEY_PHANTOM ? "phantom=6ew+7ew"
                   : key == KEY_LATE  ? "late=14@3 (plays from round 3 on)"
                                      : "leaves=13@5 (absent from round 5 on)");
}

/* The participant a seat "7ew"/"3ns" holds in the first round its table plays; 0 if none. */
static unsigned seat_holder(const struct bm_movement *m, unsigned table, int ew)
{
    for (unsigned r = 1; r <= m->rounds; r++)
        if (bm_cell_at(m, r, table)->active)
            return bm_cell_at(m, r, table)->seat[ew];
    return 0;
}

/* Who the item names and the round after '@' (0 if none). */
static enum bm_status read_item(struct item *it, enum absence_key key, const struct bm_movement *m)
{
    const char *p = it->p;
    unsigned num = read_number(&p, it->end);
    it->who = num;
    it->round = 0;
    if (num == 0)
        return bad_item(it, key, m, "no participant");
    int ns = it->end - p >= 2 && p[0] == 'n' && p[1] == 's';
    if (ns || (it->end - p >= 2 && p[0] == 'e' && p[1] == 'w')) {
        if (m->event == BM_EVENT_INDIVIDUAL || num > m->tables)
            return bad_item(it, key, m, "no such seat");
        it->who = seat_holder(m, num, !ns);
        if (!it->who)
            return bad_item(it, key, m, "that seat is empty or its table never plays");
        p += 2;
    } else if (num > m->participants) {
        return bad_item(it, key, m, "no such participant");
    }
    if (p < it->end && *p == '@') {
        p++;
        it->round = read_number(&p, it->end);
        if (it->round < 1 || it->round > m->rounds)
            return bm_fail(BM_EPARSE, "%s=%.*s: the round after @ must be 1..%u",
                           key_names[key], (int)(it->end - it->p), it->p, m->rounds);
    }
    if (p != it->end)
        return bad_item(it, key, m, "unexpected text");
    if (key != KEY_PHANTOM && it->round == 0)
        return bad_item(it, key, m, "the round is missing");
    if (key == KEY_LATE && it->round == 1)
        return bm_fail(BM_EPARSE, "late=%.*s: a %s there from round 1 is not late (give @2..@%u)",
                       (int)(it->end - it->p), it->p, who_word(m), m->rounds);
    return BM_OK;
}

/* Record one item; a participant may arrive late and leave, but is named once per kind. */
static enum bm_status apply_item(struct bm_movement *m, const struct item *it,
                                 enum absence_key key)
{
    unsigned *slot = key == KEY_LATE ? &m->arrive_at[it->who] : &m->phantom_from[it->who];
    if (*slot)
        return bm_fail(BM_EPARSE, "%s=%.*s: %s %u is named twice%s",
                       key_names[key], (int)(it->end - it->p), it->p, who_word(m), it->who,
                       key == KEY_LATE ? "" : " (phantom and leaves together name it once)");
    *slot = key == KEY_PHANTOM && it->round == 0 ? 1 : it->round;
    if (m->arrive_at[it->who] && m->phantom_from[it->who] &&
        m->arrive_at[it->who] >= m->phantom_from[it->who])
        return bm_fail(BM_EPARSE,
                       "%s %u would never play: it arrives for round %u but is absent from round "
                       "%u on",
                       who_word(m), it->who, m->arrive_at[it->who], m->phantom_from[it->who]);
    return BM_OK;
}

static enum bm_status apply_key(struct bm_movement *m, const char *value, enum absence_key key)
{
    for (const char *p = value;; p++) {
        struct item it = {p, p, 0, 0};
        while (*it.end && *it.end != '+')
            it.end++;
        enum bm_status st = read_item(&it, key, m);
        if (!st)
            st = apply_item(m, &it, key);
        if (st || !*it.end)
            return st;
        p = it.end;
    }
}

enum bm_status bm_apply_absences(struct bm_movement *m, const struct bm_params *p)
{
    enum bm_status st = BM_OK;
    for (int key = KEY_PHANTOM; !st && key <= KEY_LEAVES; key++) {
        const char *v = bm_param_str(p, key_names[key], NULL);
        if (v)
            st = apply_key(m, v, (enum absence_key)key);
    }
    return st;
}
