/* SPDX-License-Identifier: MIT */
/* The movement in plain words ("NS pairs stationary; EW pairs move up one table; boards move
 * down one table"). For every change of round each part of the movement gets a phrase: each
 * seat (NS pairs, EW pairs, or the four player seats), the boards, and per round the tables
 * that share boards. The most frequent phrase of each part is the rule; the changes of round
 * that differ are listed after it. A part whose motion has no common step is described as
 * following the cards, which is always true. */
#include <string.h>

#include "guide/guide-private.h"
#include "util/alloc.h"
#include "util/out.h"

/* ---- participants: one seat slot at a time ---- */

static const char *slot_name(const struct bm_movement *m, unsigned k)
{
    static const char *const pairs[] = {"NS pairs", "EW pairs"};
    static const char *const players[] = {"North players", "South players", "East players",
                                          "West players"};
    return m->event == BM_EVENT_INDIVIDUAL ? players[k] : pairs[k];
}

/* Common step (mod T, up) of the participants in slot k from round r to r + 1: 0..T-1,
 * -1 if there is none, -2 if nobody sits in that slot. */
static long slot_step(const struct bm_movement *m, unsigned k, unsigned r, const struct bm_guide_view *next)
{
    long step = -2;
    unsigned before = 0, after = 0;
    const unsigned *where = next->where + (size_t)k * (m->participants + 1);
    for (unsigned t = 1; t <= m->tables; t++) {
        const struct bm_cell *c = bm_cell_at(m, r, t), *n = bm_cell_at(m, r + 1, t);
        after += n->active && n->seat[k];
        if (!c->active || !c->seat[k])
            continue;
        before++;
        unsigned t2 = where[c->seat[k]];
        if (!t2)
            return -1; /* sits in another seat, or nowhere */
        long d = (long)((t2 + m->tables - t) % m->tables);
        if (step >= 0 && d != step)
            return -1;
        step = d;
    }
    return before == after ? step : -1;
}

static void put_slot_phrase(struct bm_buf *b, const struct bm_movement *m, unsigned k,
                            unsigned r, long step)
{
    unsigned T = m->tables, from[BM_GUIDE_MAX_WRAPS + 1], to[BM_GUIDE_MAX_WRAPS + 1], n = 0;
    int up = 2 * (unsigned)step <= T;
    if (step == 0) {
        bm_buf_printf(b, "%s stationary", slot_name(m, k));
        return;
    }
    bm_buf_printf(b, "%s move ", slot_name(m, k));
    bm_guide_put_direction(b, (unsigned)step, T);
    for (unsigned t = 1; t <= T; t++) {
        const struct bm_cell *c = bm_cell_at(m, r, t);
        unsigned t2 = (unsigned)((t - 1 + (unsigned)step) % T) + 1;
        if (c->active && c->seat[k] && (up ? t2 < t : t2 > t) && n <= BM_GUIDE_MAX_WRAPS) {
            from[n] = t;
            to[n++] = t2;
        }
    }
    bm_guide_put_wraps(b, from, to, n);
}

/* ---- assembling the rule and its exceptions ---- */

/* Index of the most frequent string among n (ties: the earliest). */
/* Index of the most frequent string among n (ties: the earliest). Each distinct string is
 * counted once, from its first occurrence: O(n x distinct strings). */
static unsigned most_frequent(struct bm_buf *b, char *const *s, unsigned n)
{
    unsigned char *counted = bm_calloc(n + 1, 1);
    unsigned best = 0, best_count = 0;
    if (!counted) {
        b->failed = 1;
        return 0;
    }
    for (unsigned i = 0; i < n; i++) {
        if (counted[i])
            continue;
        unsigned c = 0;
        for (unsigned j = i; j < n; j++)
            if (!counted[j] && strcmp(s[i], s[j]) == 0) {
                counted[j] = 1;
                c++;
            }
        if (c > best_count) {
            best = i;
            best_count = c;
        }
    }
    bm_free(counted);
    return best;
}

/* The phrases of one part: one per change of round (or per round for sharing). */
struct part {
    char **phrase;
    unsigned base;
};

static void put_phrase(struct bm_buf *b, const char *s, int *first)
{
    if (!*s)
        return;
    bm_buf_printf(b, "%s%s", *first ? "" : "; ", s);
    *first = 0;
}

/* Exceptions: "After round 4 EW pairs move up two tables." (per_round: "In round 8 ..."). */
static void put_exceptions(struct bm_buf *b, const struct part *parts, unsigned nparts,
                           unsigned n, int per_round)
{
    for (unsigned i = 0; i < n;) {
        unsigned j = i + 1;
        int differs = 0;
        for (unsigned k = 0; k < nparts; k++)
            differs |= strcmp(parts[k].phrase[i], parts[k].phrase[parts[k].base]) != 0;
        if (!differs) {
            i++;
            continue;
        }
        for (; j < n; j++) {
            int same = 1;
            for (unsigned k = 0; k < nparts; k++)
                same &= strcmp(parts[k].phrase[j], parts[k].phrase[i]) == 0;
            if (!same)
                break;
        }
        const char *lead = per_round ? "In round" : "After round";
        if (j - i > 1)
            bm_buf_printf(b, "%ss %u-%u ", lead, i + 1, j);
        else
            bm_buf_printf(b, "%s %u ", lead, i + 1);
        int first = 1;
        for (unsigned k = 0; k < nparts; k++)
            if (strcmp(parts[k].phrase[i], parts[k].phrase[parts[k].base]) != 0) {
                const char *s = parts[k].phrase[i];
                put_phrase(b, *s ? s : per_round ? "no table shares boards" : "", &first);
            }
        if (first)
            bm_buf_puts(b, "nothing moves");
        bm_buf_puts(b, ".\n");
        i = j;
    }
}

/* Whether the participant at (round 1, t) in slot k sits there every round. */
static int sits_still(const struct bm_movement *m, unsigned t, unsigned k)
{
    unsigned p = bm_cell_at(m, 1, t)->seat[k];
    for (unsigned r = 1; p && r <= m->rounds; r++) {
        const struct bm_cell *c = bm_cell_at(m, r, t);
        if (!c->active || c->seat[k] != p)
            return 0;
    }
    return p != 0;
}

/* Participants who never move while others in their seat do (a Howell's stationary pair):
 * "Pair 10 stays at table 1 NS." Nothing for a seat whose participants all stay. */
static void put_stationary(struct bm_buf *b, const struct bm_movement *m)
{
    static const char *const pair_seat[] = {"NS", "EW"};
    static const char *const player_seat[] = {"North", "South", "East", "West"};
    if (m->rounds < 2)
        return;
    for (unsigned k = 0; k < bm_seat_count(m); k++) {
        unsigned still = 0, seated = 0;
        for (unsigned t = 1; t <= m->tables; t++) {
            seated += bm_cell_at(m, 1, t)->active && bm_cell_at(m, 1, t)->seat[k];
            still += (unsigned)sits_still(m, t, k);
        }
        if (still == seated)
            continue;
        for (unsigned t = 1; t <= m->tables; t++)
            if (sits_still(m, t, k))
                bm_buf_printf(b, "%s %u stays at table %u %s.\n",
                              m->event == BM_EVENT_INDIVIDUAL ? "Player" : "Pair",
                              bm_cell_at(m, 1, t)->seat[k], t,
                              m->event == BM_EVENT_INDIVIDUAL ? player_seat[k] : pair_seat[k]);
    }
}

/* A line per absent participant (phantom, late, leaving) and per sit-out table. */
static void put_absences(struct bm_buf *b, const struct bm_movement *m)
{
    const char *word = m->event == BM_EVENT_INDIVIDUAL ? "Player" : "Pair";
    for (unsigned p = 1; p <= m->participants; p++) {
        unsigned f = m->phantom_from[p], a = m->arrive_at[p];
        if (bm_is_phantom(m, p)) {
            bm_buf_printf(b, "%s %u is a phantom: its opponents sit out.\n", word, p);
            continue;
        }
        if (a > 1 && m->event == BM_EVENT_PAIRS && bm_guide_put_late(b, m, p))
            ; /* a change seated it: its own words */
        else if (a == 2)
            bm_buf_printf(b, "%s %u arrives for round 2: its opponents sit out in round 1.\n",
                          word, p);
        else if (a > 2)
            bm_buf_printf(b, "%s %u arrives for round %u: its opponents sit out in rounds "
                             "1-%u.\n", word, p, a, a - 1);
        if (f > 1 && (m->event != BM_EVENT_PAIRS || !bm_guide_put_leaver(b, m, p)))
            bm_buf_printf(b, "%s %u leaves after round %u: its opponents sit out from round %u.\n",
                          word, p, f - 1, f);
    }
    unsigned char *sitout = bm_guide_sitout_tables(m);
    if (!sitout) {
        b->failed = 1;
        return;
    }
    for (unsigned t = 1; t <= m->tables; t++)
        if (sitout[t])
            bm_buf_printf(b, "Table %u is the sit-out, no table to set up: whoever the grid "
                             "seats there sits out the round.\n", t);
    bm_free(sitout);
}

/* If no seat slot moves by a common step in a change of round, one phrase says so. */
static void merge_irregular_slots(struct bm_buf *into, const struct bm_movement *m,
                                  struct part *slots, unsigned nslots, const long *steps,
                                  unsigned r)
{
    for (unsigned k = 0; k < nslots; k++)
        if (steps[k] >= 0)
            return;
    for (unsigned k = 0; k < nslots; k++) {
        bm_free(slots[k].phrase[r - 1]);
        slots[k].phrase[r - 1] = NULL;
    }
    struct bm_buf b;
    bm_buf_init(&b);
    bm_buf_printf(&b, "%s follow their guide cards",
                  m->event == BM_EVENT_INDIVIDUAL ? "players" : "pairs");
    slots[0].phrase[r - 1] = bm_guide_take_text(&b, into);
    for (unsigned k = 1; k < nslots; k++) {
        slots[k].phrase[r - 1] = bm_strdup("");
        if (!slots[k].phrase[r - 1])
            into->failed = 1;
    }
}

static void slot_phrases(struct bm_buf *into, const struct bm_movement *m, struct part *slots,
                         unsigned nslots, unsigned r, const struct bm_guide_view *next)
{
    long steps[4];
    for (unsigned k = 0; k < nslots; k++) {
        struct bm_buf b;
        bm_buf_init(&b);
        steps[k] = slot_step(m, k, r, next);
        if (steps[k] >= 0)
            put_slot_phrase(&b, m, k, r, steps[k]);
        else if (steps[k] == -1)
            bm_buf_printf(&b, "%s follow their guide cards", slot_name(m, k));
        slots[k].phrase[r - 1] = bm_guide_take_text(&b, into);
    }
    if (!into->failed)
        merge_irregular_slots(into, m, slots, nslots, steps, r);
}

/* ever[s]: whether set s is at a table in some round. NULL on allocation failure. */
static unsigned char *sets_ever_played(const struct bm_movement *m)
{
    unsigned char *ever = bm_calloc((size_t)m->sets + 1, 1);
    for (unsigned r = 1; ever && r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *c = bm_cell_at(m, r, t);
            if (c->active)
                ever[c->set] = 1;
        }
    return ever;
}

/* The phrases of every change of round and every round, a round's view built once. */
static void collect_phrases(struct bm_buf *b, const struct bm_movement *m, struct part *parts)
{
    unsigned nslots = bm_seat_count(m);
    struct bm_guide_view cur = {NULL, NULL, NULL}, next = {NULL, NULL, NULL};
    unsigned char *ever = sets_ever_played(m);
    if (!ever || !bm_guide_view_init(&cur, m, 1)) {
        bm_free(ever);
        b->failed = 1;
        return;
    }
    for (unsigned r = 1; r <= m->rounds && !b->failed; r++) {
        parts[nslots + 1].phrase[r - 1] = bm_guide_sharing_phrase(b, m, &cur);
        if (r == m->rounds || b->failed)
            break;
        if (!bm_guide_view_init(&next, m, r + 1)) {
            b->failed = 1;
            break;
        }
        slot_phrases(b, m, parts, nslots, r, &next);
        if (!b->failed)
            parts[nslots].phrase[r - 1] = bm_guide_boards_phrase(b, m, r, &cur, &next, ever);
        bm_guide_view_free(&cur);
        cur = next;
        next.lowest = next.holders = next.where = NULL;
    }
    bm_guide_view_free(&cur);
    bm_free(ever);
}

/* Parts: the seat slots and the boards (per change of round), then sharing (per round). */
static void describe_moves(struct bm_buf *b, const struct bm_movement *m, struct part *parts)
{
    unsigned nslots = bm_seat_count(m), moves = m->rounds - 1;
    collect_phrases(b, m, parts);
    if (b->failed)
        return;
    int first = 1;
    for (unsigned k = 0; k <= nslots; k++) {
        parts[k].base = moves ? most_frequent(b, parts[k].phrase, moves) : 0;
        if (moves)
            put_phrase(b, parts[k].phrase[parts[k].base], &first);
    }
    if (!moves)
        put_phrase(b, "one round: nobody moves", &first);
    parts[nslots + 1].base = most_frequent(b, parts[nslots + 1].phrase, m->rounds);
    put_phrase(b, parts[nslots + 1].phrase[parts[nslots + 1].base], &first);
    bm_buf_puts(b, ".\n");
    if (b->len && b->data[0] >= 'a' && b->data[0] <= 'z')
        b->data[0] = (char)(b->data[0] - 'a' + 'A');
    if (moves)
        put_exceptions(b, parts, nslots + 1, moves, 0);
    put_exceptions(b, parts + nslots + 1, 1, m->rounds, 1);
}

void bm_guide_put_description(struct bm_buf *b, const struct bm_movement *m)
{
    unsigned nparts = bm_seat_count(m) + 2;
    struct part parts[6];
    int ok = 1;
    for (unsigned k = 0; k < nparts; k++) {
        parts[k].phrase = bm_calloc(m->rounds, sizeof *parts[k].phrase);
        parts[k].base = 0;
        ok &= parts[k].phrase != NULL;
    }
    if (ok) {
        struct bm_buf body;
        bm_buf_init(&body);
        describe_moves(&body, m, parts);
        if (body.failed)
            b->failed = 1;
        else
            bm_buf_add(b, body.data ? body.data : "", body.len);
        bm_buf_free(&body);
        put_stationary(b, m);
        put_absences(b, m);
        bm_guide_put_switches(b, m);
    } else {
        b->failed = 1;
    }
    for (unsigned k = 0; k < nparts; k++) {
        for (unsigned r = 0; parts[k].phrase && r < m->rounds; r++)
            bm_free(parts[k].phrase[r]);
        bm_free(parts[k].phrase);
    }
}

enum bm_status bm_guide_description(char **out, const struct bm_movement *m, int json)
{
    struct bm_buf b, text;
    bm_buf_init(&b);
    bm_buf_init(&text);
    bm_guide_put_description(json ? &text : &b, m);
    if (json) {
        bm_buf_puts(&b, "{\"description\": ");
        if (text.failed)
            b.failed = 1;
        else
            bm_buf_json_string(&b, text.data ? text.data : "");
        bm_buf_puts(&b, "}\n");
    }
    bm_buf_free(&text);
    return bm_buf_finish(&b, out);
}
