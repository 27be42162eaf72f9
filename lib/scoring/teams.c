/* SPDX-License-Identifier: MIT */
/* Team matches: on every board, the two tables where the same two teams meet (one team's pair
 * NS at one table and EW at the other, as seated) make one comparison. Each team's net score
 * is the sum of what its two pairs scored, converted to IMPs on the WBF scale; a board with an
 * artificial score gives each team its artificial IMPs instead, and a board not played at one
 * of the tables counts for neither. A match's IMPs are converted to victory points on the WBF
 * continuous 20-VP scale for the boards the match had. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "scoring/scoring-private.h"
#include "util/alloc.h"

struct comparison {
    unsigned team[2]; /* team[0] < team[1] */
    unsigned board;   /* index 1..N */
    double imps[2];
};

static unsigned team_at(const struct bm_results *r, unsigned pair)
{
    return pair && r->team_of ? r->team_of[pair] : 0;
}

/* The score to `team` at play p (its pair's side), and whether its pair sat NS. */
static int score_to(const struct bm_play *p, int ns_side)
{
    return ns_side ? p->ns_score : p->ew_score;
}

/* The IMPs of both teams on one board from their two tables p and q, team[0] sitting NS at p.
 * Returns 0 when the board does not count (a table without a score). */
static int compare(struct comparison *c, const struct bm_score_config *o, const struct bm_play *p,
                   const struct bm_play *q)
{
    const struct bm_play *t[2] = {p, q};
    int real = p->kind == BM_PLAY_SCORE && q->kind == BM_PLAY_SCORE;
    for (int k = 0; k < 2; k++)
        if (t[k]->kind != BM_PLAY_SCORE && t[k]->kind != BM_PLAY_ARTIFICIAL)
            return 0;
    /* team A (c->team[0]) is NS at p and EW at q */
    for (int side = 0; side < 2; side++) {
        if (real) {
            long long net = (long long)score_to(p, side == 0) + score_to(q, side == 1);
            c->imps[side] = bm_imps_of(net);
            continue;
        }
        c->imps[side] = 0;
        for (int k = 0; k < 2; k++)
            if (t[k]->kind == BM_PLAY_ARTIFICIAL)
                c->imps[side] += bm_artificial_imps(o, t[k]->art[(side + k) % 2]);
    }
    return 1;
}

/* Pair up the plays of board b into comparisons: each play meets the first later play with the
 * same two teams on swapped sides. Both plays of a comparison record its IMPs, each side's
 * its own team's, so that a traveller shows them (a play no comparison takes keeps 0). */
static size_t collect_board(struct comparison *out, unsigned char *used,
                            struct bm_scoring *sc, const struct bm_results *r, unsigned b)
{
    size_t first = sc->board_first[b - 1], last = sc->board_first[b], n = 0;
    memset(used, 0, last - first);
    for (size_t i = first; i < last; i++) {
        unsigned a = team_at(r, sc->plays[i].ns[0]), z = team_at(r, sc->plays[i].ew[0]);
        if (used[i - first] || !a || !z || a == z)
            continue;
        for (size_t j = i + 1; j < last; j++) {
            if (used[j - first] || team_at(r, sc->plays[j].ns[0]) != z ||
                team_at(r, sc->plays[j].ew[0]) != a)
                continue;
            used[i - first] = used[j - first] = 1;
            struct comparison c = {{a, z}, b, {0, 0}};
            if (compare(&c, &sc->opt, &sc->plays[i], &sc->plays[j])) {
                /* each play's sides get their teams' IMPs: team a sits NS at i, EW at j */
                sc->ns_points[i] = sc->ew_points[j] = c.imps[0];
                sc->ew_points[i] = sc->ns_points[j] = c.imps[1];
                if (a > z) { /* keep team[0] < team[1] */
                    c.team[0] = z, c.team[1] = a;
                    double x = c.imps[0];
                    c.imps[0] = c.imps[1], c.imps[1] = x;
                }
                out[n++] = c;
            }
            break;
        }
    }
    return n;
}

static int by_teams(const void *x, const void *y)
{
    const struct comparison *a = x, *b = y;
    if (a->team[0] != b->team[0])
        return a->team[0] < b->team[0] ? -1 : 1;
    if (a->team[1] != b->team[1])
        return a->team[1] < b->team[1] ? -1 : 1;
    return (a->board > b->board) - (a->board < b->board);
}

/* One match from its run of comparisons; the teams' totals grow by it. Each team's victory
 * points come from its own margin, so that two artificial scores in its favour count for both. */
static void close_match(struct bm_scoring *sc, struct bm_match *m)
{
    m->boards = (unsigned)m->count;
    for (int s = 0; s < 2; s++) {
        m->imps[s] = m->margin[s] = 0;
        for (size_t k = m->first; k < m->first + m->count; k++) {
            double x = sc->match_boards[k].imps[s];
            m->margin[s] += x;
            m->imps[s] += x > 0 ? x : 0;
        }
        m->vp[s] = bm_vp_of(llround(m->margin[s]), m->boards);
        sc->team_vp[m->team[s]] += m->vp[s];
        sc->team_imps[m->team[s]] += m->margin[s];
        sc->team_matches[m->team[s]]++;
    }
}

static void group_matches(struct bm_scoring *sc, const struct comparison *c, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        sc->match_boards[i] = (struct bm_match_board){c[i].board, {c[i].imps[0], c[i].imps[1]}};
        if (i && c[i].team[0] == c[i - 1].team[0] && c[i].team[1] == c[i - 1].team[1]) {
            sc->match[sc->nmatches - 1].count++;
            continue;
        }
        if (sc->nmatches)
            close_match(sc, &sc->match[sc->nmatches - 1]);
        sc->match[sc->nmatches++] =
            (struct bm_match){{c[i].team[0], c[i].team[1]}, 0, {0, 0}, {0, 0}, {0, 0}, i, 1};
    }
    if (sc->nmatches)
        close_match(sc, &sc->match[sc->nmatches - 1]);
}

/* Places by victory points; equal totals share the higher place. */
static void rank_teams(struct bm_scoring *sc)
{
    for (unsigned t = 1; t <= sc->teams; t++) {
        sc->team_place[t] = 1;
        for (unsigned u = 1; u <= sc->teams; u++)
            if (sc->team_vp[u] > sc->team_vp[t] + 1e-9)
                sc->team_place[t]++;
    }
}

enum bm_status bm_score_team_matches(struct bm_scoring *sc, const struct bm_results *r)
{
    size_t plays = sc->board_first[sc->nboards], most = 1, n = 0;
    for (unsigned b = 1; b <= sc->nboards; b++)
        if (sc->board_first[b] - sc->board_first[b - 1] > most)
            most = sc->board_first[b] - sc->board_first[b - 1];
    struct comparison *c = bm_malloc((plays / 2 + 1) * sizeof *c);
    unsigned char *used = bm_malloc(most);
    sc->match = bm_malloc((plays / 2 + 1) * sizeof *sc->match);
    sc->match_boards = bm_malloc((plays / 2 + 1) * sizeof *sc->match_boards);
    sc->team_vp = bm_calloc((size_t)sc->teams + 1, sizeof *sc->team_vp);
    sc->team_imps = bm_calloc((size_t)sc->teams + 1, sizeof *sc->team_imps);
    sc->team_matches = bm_calloc((size_t)sc->teams + 1, sizeof *sc->team_matches);
    sc->team_place = bm_calloc((size_t)sc->teams + 1, sizeof *sc->team_place);
    enum bm_status st = BM_OK;
    if (!c || !used || !sc->match || !sc->match_boards || !sc->team_vp || !sc->team_imps ||
        !sc->team_matches || !sc->team_place)
        st = BM_ENOMEM;
    for (unsigned b = 1; !st && b <= sc->nboards; b++)
        n += collect_board(c + n, used, sc, r, b);
    if (!st) {
        qsort(c, n, sizeof *c, by_teams);
        group_matches(sc, c, n);
        rank_teams(sc);
    }
    free(c);
    free(used);
    return st;
}
