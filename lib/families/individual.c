/* SPDX-License-Identifier: MIT */
/* Individual movements for 8 to 64 players: whist tournaments, the near-whist and balanced forms,
 * the forms of the French club guide, and partial individuals.
 *
 * Every form is one initial round developed over a group (individual/base.h): round g seats
 * every element c of the initial round as c + g.
 *   layout=best (default): the balanced form where the library ships one (those are exactly the
 *     sizes where it competes more evenly than the whist form), the whist form elsewhere; the
 *     French and Rainbow forms never compete more evenly (test-individual sweeps every size).
 *   layout=whist: v = 0, 1 mod 4, a whist tournament Wh(v) (individual/whist.c):
 *     every player partners every other once and opposes him twice; its tables turned round
 *     for the most even competition. v = 2, 3 mod 4 (no whist tournament exists): the
 *     near-whist initial round shipped in lib/data/individual-data.c (Z_v; 2 or 3 players sit
 *     out each round, every player as often as any other; partners once but for the one or two
 *     players one never meets; opponents twice as nearly as tools/individual-search found).
 *   layout=balanced: the balanced initial round shipped for v (partners at most once,
 *     opponents uneven, the most even competition found), where it beats the whist form.
 *   layout=french: the forms printed in the French club guide (8, 9, 12 and 16 players).
 * rounds=R < all: the R rounds of the full movement chosen for the most even competition
 * (individual/rounds.c), renumbered 1..R with their sets.
 *
 * Board schedules. layout=whist and balanced: every table plays set r in round r, table t on
 * copy t (duplicated boards). layout=french:
 *   8 and 9 players: both tables share set r (the text's 28 boards in 4s; 27 in 3s for nine);
 *   12 players: the three tables share the round's set, starting one third apart (first =
 *     1, 1 + k/3, 1 + 2k/3: "par permutation circulaire"), 11 rounds of 3 boards;
 *   16 players: tables 1-2 share one set and tables 3-4 another, the sets are exchanged
 *     between the two table pairs after the round; rounds are paired so that the same eight
 *     players sit at tables 1-2 in both rounds of a pair; round 15, left without a partner
 *     round, plays one set at all four tables as the text says (tables 3-4 on a duplicate,
 *     copy 2). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data/individual-data.h"
#include "descriptor/family.h"
#include "families/families.h"
#include "families/individual/base.h"
#include "model/model.h"
#include "util/message.h"

/* Seat round r of m with the base developed by g (mod n), tables in the order given. */
static enum bm_status seat_round(struct bm_movement *m, const struct bm_ind_base *B, unsigned r,
                                 unsigned g, const unsigned *order)
{
    static const enum bm_field seat[4] = {BM_FIELD_NORTH, BM_FIELD_SOUTH, BM_FIELD_EAST,
                                          BM_FIELD_WEST};
    enum bm_status st = BM_OK;
    g %= B->G.n;
    for (unsigned t = 0; t < B->tables && !st; t++)
        for (unsigned k = 0; k < 4 && !st; k++)
            st = bm_movement_set(m, r, t + 1, seat[k],
                                 bm_ind_player(&B->G, bm_ind_add(&B->G, B->seat[order[t]][k], g)));
    return st;
}

static enum bm_status set_boards(struct bm_movement *m, unsigned r, unsigned t, unsigned set,
                                 unsigned copy, unsigned first)
{
    enum bm_status st = bm_movement_set(m, r, t, BM_FIELD_SET, set);
    if (!st)
        st = bm_movement_set(m, r, t, BM_FIELD_COPY, copy);
    if (!st && first)
        st = bm_movement_set(m, r, t, BM_FIELD_FIRST, first);
    return st;
}

/* ---- the 16-player exchange: pair rounds whose tables 1-2 seat the same eight players ---- */

/* Bit set of the players at tables a and b of round r. */
static unsigned long long eight(const struct bm_ind_base *B, unsigned r, unsigned a, unsigned b)
{
    unsigned long long bits = 0;
    unsigned g = r % B->G.n;
    for (unsigned k = 0; k < 4; k++) {
        bits |= 1ull << bm_ind_player(&B->G, bm_ind_add(&B->G, B->seat[a][k], g));
        bits |= 1ull << bm_ind_player(&B->G, bm_ind_add(&B->G, B->seat[b][k], g));
    }
    return bits;
}

/* If rounds r and s can be paired, the tables of r then s that go to tables 1-2. */
static int pairable(const struct bm_ind_base *B, unsigned r, unsigned s, unsigned *tr, unsigned *ts)
{
    for (unsigned a = 0; a < 4; a++)
        for (unsigned b = a + 1; b < 4; b++)
            for (unsigned c = 0; c < 4; c++)
                for (unsigned d = c + 1; d < 4; d++)
                    if (eight(B, r, a, b) == eight(B, s, c, d)) {
                        tr[0] = a, tr[1] = b, ts[0] = c, ts[1] = d;
                        return 1;
                    }
    return 0;
}

/* Order the 15 rounds as 7 pairs and a last round (depth-first, first fit). */
static int pair_rounds(const struct bm_ind_base *B, unsigned *seq, unsigned depth,
                       unsigned char *used, unsigned (*tab)[2])
{
    unsigned first = 0;
    while (first < 15 && used[first])
        first++;
    if (depth == 14) {
        seq[14] = first;
        tab[14][0] = 0, tab[14][1] = 1;
        return 1;
    }
    for (unsigned r = first; r < 15; r++) {
        if (used[r])
            continue;
        used[r] = 1;
        for (unsigned s = r + 1; s < 15; s++) {
            if (used[s] || !pairable(B, r + 1, s + 1, tab[depth], tab[depth + 1]))
                continue;
            used[s] = 1;
            seq[depth] = r, seq[depth + 1] = s;
            if (pair_rounds(B, seq, depth + 2, used, tab))
                return 1;
            used[s] = 0;
        }
        used[r] = 0; /* r may instead be the round left over for the end */
    }
    return 0;
}

static void table_order(unsigned *order, const unsigned *front)
{
    unsigned k = 2;
    order[0] = front[0], order[1] = front[1];
    for (unsigned t = 0; t < 4; t++)
        if (t != front[0] && t != front[1])
            order[k++] = t;
}

static enum bm_status build_sixteen(struct bm_movement *m, const struct bm_ind_base *B, unsigned k)
{
    unsigned seq[15], tab[15][2];
    unsigned char used[15] = {0};
    if (!pair_rounds(B, seq, 0, used, tab))
        return bm_fail(BM_EUNSUPPORTED, "no order of the rounds of the 16-player base seats it");
    enum bm_status st = BM_OK;
    for (unsigned i = 0; i < 15 && !st; i++) {
        unsigned order[4], r = i + 1, blk = i / 4, q = i % 4;
        table_order(order, tab[i]);
        st = seat_round(m, B, r, seq[i] + 1, order);
        /* rounds 4b+1..4b+4 play sets 4b+1..4b+4: (1,3), (3,1), (2,4), (4,2) on tables 1-2, 3-4 */
        unsigned s12 = 4 * blk + (q == 0 ? 1 : q == 1 ? 3 : q == 2 ? 2 : 4);
        unsigned s34 = 4 * blk + (q == 0 ? 3 : q == 1 ? 1 : q == 2 ? 4 : 2);
        if (r == 15)
            s34 = s12;
        for (unsigned t = 1; t <= 4 && !st; t++)
            st = set_boards(m, r, t, t <= 2 ? s12 : s34, r == 15 && t > 2 ? 2 : 1,
                            1 + ((t - 1) % 2) * (k / 2));
    }
    return st;
}


/* The seat-by-round pass for every layout but the 16-player exchange: movement round i plays
 * the full movement's round chosen[i - 1] on set i. */
static enum bm_status build_rounds(struct bm_movement *m, const struct bm_ind_base *B,
                                   const unsigned *chosen, int french, unsigned k)
{
    unsigned order[BM_IND_MAX_TABLES];
    for (unsigned t = 0; t < B->tables; t++)
        order[t] = t;
    enum bm_status st = BM_OK;
    for (unsigned r = 1; r <= m->rounds && !st; r++) {
        st = seat_round(m, B, r, chosen[r - 1], order);
        for (unsigned t = 1; t <= B->tables && !st; t++) {
            if (!french)
                st = set_boards(m, r, t, r, t, 0);
            else if (B->tables == 3)
                st = set_boards(m, r, t, r, 1, 1 + (t - 1) * (k / 3));
            else
                st = set_boards(m, r, t, r, 1, 0);
        }
    }
    return st;
}

/* In the order of the layout key's choices. */
enum layout { WHIST, FRENCH, BALANCED, RAINBOW, BEST };

/* The Rainbow (prime-number) movement for v = 4T players, T tables, T prime to 6, as a
 * rec.games.bridge post describes it: four lines of T players (North 1..T, East T+1..2T, South
 * 2T+1..3T, West 3T+1..4T) start at their tables and move up one (North), up two (South), down
 * one (East) and down two (West) tables a round, while the boards stay at their tables (set t at
 * table t). Nobody stays, so nobody meets a set twice within T rounds; two players of different
 * lines are at the same table in exactly one round (their speeds differ by a unit mod T): North
 * partners South and East partners West once each, every other pair of lines meets once as
 * opponents, and players of one line never meet. (Any four nonzero speeds with unit differences
 * compete exactly as evenly: 44 players, for one, give SD 4.6471 with every choice tried.) */
static enum bm_status build_rainbow(struct bm_movement *m, unsigned T)
{
    static const int speed[4] = {1, 2, -1, -2}; /* N, S, E, W: tables up a round */
    static const unsigned line[4] = {0, 2, 1, 3};
    static const enum bm_field seat[4] = {BM_FIELD_NORTH, BM_FIELD_SOUTH, BM_FIELD_EAST,
                                          BM_FIELD_WEST};
    enum bm_status st = BM_OK;
    for (unsigned r = 1; r <= m->rounds && !st; r++)
        for (unsigned t = 1; t <= T && !st; t++) {
            for (unsigned k = 0; k < 4 && !st; k++) { /* who has moved to table t */
                long i = ((long)t - 1 - speed[k] * (long)(r - 1)) % (long)T;
                unsigned player = line[k] * T + (unsigned)(i < 0 ? i + (long)T : i) + 1;
                st = bm_movement_set(m, r, t, seat[k], player);
            }
            if (!st)
                st = set_boards(m, r, t, t, 1, 0);
        }
    return st;
}

static const struct bm_individual_entry *find_entry(unsigned v, unsigned form)
{
    for (size_t i = 0; i < bm_individual_entry_count; i++)
        if (bm_individual_entries[i].v == v && bm_individual_entries[i].form == form)
            return &bm_individual_entries[i];
    return NULL;
}

/* 4T players, T prime to 6: the sizes of the Rainbow. */
static int rainbow_size(unsigned v)
{
    return v % 4 == 0 && (v / 4) % 2 && (v / 4) % 3;
}

/* The layout and the boards a set (the French forms have their own default and rules). */
static enum bm_status layout_boards(unsigned *k, unsigned *layout, unsigned v,
                                    const struct bm_params *p)
{
    enum bm_status st = bm_param_choice(layout, p, "layout", NULL);
    if (st)
        return st;
    int french = *layout == FRENCH;
    if (french && v != 8 && v != 9 && v != 12 && v != 16)
        return bm_fail(BM_EUNSUPPORTED,
                       "layout=french has forms for 8, 9, 12 and 16 players, not %u", v);
    if (*layout == RAINBOW && !rainbow_size(v))
        return bm_fail(BM_EUNSUPPORTED,
                       "layout=rainbow needs 4 players a table and a number of tables prime to 6: "
                       "20, 28, 44 or 52 players, not %u",
                       v);
    struct bm_bound b = {!french ? 1 : v == 8 ? 4 : v == 9 ? 3 : v == 12 ? 3 : 2, 1,
                         BM_MAX_BOARDS_PER_SET, NULL, NULL};
    st = bm_param_uint_bound(k, p, "boards", &b);
    if (!st && french && v == 12 && *k % 3)
        st = bm_fail(BM_EUNSUPPORTED,
                     "the 12-player form plays each set at three tables in circular permutation: "
                     "boards must be a multiple of 3, e.g. boards=3 or boards=6");
    if (!st && french && v == 16 && *k % 2)
        st = bm_fail(BM_EUNSUPPORTED,
                     "the 16-player form shares each set between two tables: boards must be "
                     "even, e.g. boards=2");
    return st;
}

static void base_from_entry(struct bm_ind_base *B, const struct bm_individual_entry *e)
{
    B->G = bm_ind_cyclic(e->v % 4 ? e->v : e->v - 1);
    B->tables = e->v / 4;
    for (unsigned t = 0; t < B->tables; t++)
        for (unsigned k = 0; k < 4; k++)
            B->seat[t][k] = e->tables[t][k];
}

/* layout=balanced for a size without a balanced form: say which sizes have one. */
static enum bm_status no_balanced_form(unsigned v)
{
    char sizes[256] = "";
    size_t len = 0;
    for (size_t i = 0; i < bm_individual_entry_count && len + 8 < sizeof sizes; i++)
        if (bm_individual_entries[i].form == BM_INDIVIDUAL_BALANCED)
            len += (size_t)snprintf(sizes + len, sizeof sizes - len, "%s%u", len ? ", " : "",
                                    bm_individual_entries[i].v);
    return bm_fail(BM_EUNSUPPORTED,
                   "no balanced form beats the whist form for %u players: use layout=whist "
                   "(layout=balanced has forms for %s players)",
                   v, sizes);
}

/* The initial round of the layout for v players, turned for balance where that is not shipped. */
static enum bm_status layout_base(struct bm_ind_base *B, unsigned layout, unsigned v)
{
    const struct bm_individual_entry *e = NULL;
    if (layout == BALANCED) {
        e = find_entry(v, BM_INDIVIDUAL_BALANCED);
        if (!e)
            return no_balanced_form(v);
    } else if (v % 4 >= 2) { /* layout=french refused these sizes already */
        e = find_entry(v, BM_INDIVIDUAL_NEAR_WHIST);
    }
    if (e) {
        base_from_entry(B, e);
        return BM_OK;
    }
    /* every size 8..64 has one: test-individual sweeps them */
    if (v % 4 >= 2 || !bm_ind_whist_base(B, v))
        return bm_fail(BM_EUNSUPPORTED, "no individual movement for %u players", v);
    return layout == WHIST ? bm_ind_balance(B) : BM_OK;
}

/* rounds: all by default; fewer make a partial individual (not the 16-player exchange). */
static enum bm_status read_rounds(unsigned *rounds, const struct bm_params *p, unsigned v,
                                  unsigned full, int exchange)
{
    char with[32];
    snprintf(with, sizeof with, "%u players", v);
    struct bm_bound b = {full, exchange ? full : 1, full, with,
                         exchange ? "the 16-player French form plays all 15 rounds in pairs; "
                                    "layout=whist plays any number"
                                  : NULL};
    return bm_param_uint_bound(rounds, p, "rounds", &b);
}

static enum bm_status build_rainbow_spec(struct bm_movement **out, const struct bm_params *p,
                                         unsigned v, unsigned k)
{
    unsigned T = v / 4, rounds;
    enum bm_status st = read_rounds(&rounds, p, v, T, 0);
    struct bm_movement *m = NULL;
    if (!st)
        st = bm_movement_new(&m, BM_EVENT_INDIVIDUAL, rounds, T, v, T, k);
    if (!st)
        st = build_rainbow(m, T);
    return bm_family_finish(out, m, st, "Rainbow individual, %u players, %u tables, %u rounds", v,
                            T, rounds);
}

static const char *form_name(unsigned layout, unsigned v)
{
    if (layout == FRENCH)
        return "Individual";
    if (layout == BALANCED)
        return "Balanced individual";
    return v % 4 >= 2 ? "Near-whist individual" : "Whist tournament";
}

/* layout=best: the form of this size and length whose competition is the most even. The
 * Rainbow where it plays the rounds asked (it wins at every such length: test-individual);
 * otherwise the whist and the balanced form (where shipped) with their rounds chosen, the
 * lower cost winning (the whist form on a tie: opponents exactly twice). *layout says which. */
static enum bm_status choose_best(struct bm_ind_base *B, unsigned *chosen, unsigned *rounds,
                                  unsigned *layout, const struct bm_params *p, unsigned v)
{
    enum bm_status st = layout_base(B, WHIST, v);
    if (!st)
        st = read_rounds(rounds, p, v, B->G.n, 0);
    *layout = WHIST;
    if (st)
        return st;
    if (rainbow_size(v) && *rounds <= v / 4) {
        *layout = RAINBOW;
        return BM_OK;
    }
    int balanced = find_entry(v, BM_INDIVIDUAL_BALANCED) != NULL;
    if (*rounds == B->G.n) { /* the balanced forms are shipped where the full one wins */
        *layout = balanced ? BALANCED : WHIST;
        return balanced ? layout_base(B, BALANCED, v) : BM_OK;
    }
    if (!balanced)
        return bm_ind_choose_rounds(chosen, B, *rounds);
    struct bm_ind_base Bb;
    unsigned other[BM_IND_MAX_ELEMENTS];
    long long cw, cb;
    st = layout_base(&Bb, BALANCED, v);
    if (!st)
        st = bm_ind_choose_rounds_cost(chosen, &cw, B, *rounds);
    if (!st)
        st = bm_ind_choose_rounds_cost(other, &cb, &Bb, *rounds);
    if (!st && cb < cw) {
        *B = Bb;
        memcpy(chosen, other, *rounds * sizeof *chosen);
        *layout = BALANCED;
    }
    return st;
}

/* The base, rounds and chosen rounds of an explicit layout (not the Rainbow). */
static enum bm_status layout_rounds(struct bm_ind_base *B, unsigned *chosen, unsigned *rounds,
                                    unsigned layout, const struct bm_params *p, unsigned v)
{
    enum bm_status st = layout_base(B, layout, v);
    if (!st)
        st = read_rounds(rounds, p, v, B->G.n, layout == FRENCH && v == 16);
    if (!st && *rounds < B->G.n)
        st = bm_ind_choose_rounds(chosen, B, *rounds);
    return st;
}

static enum bm_status build(struct bm_movement **out, const struct bm_params *p)
{
    unsigned v, k, layout, rounds;
    struct bm_ind_base B;
    unsigned chosen[BM_IND_MAX_ELEMENTS];
    enum bm_status st = bm_param_uint(&v, p, "players");
    if (!st)
        st = layout_boards(&k, &layout, v, p);
    if (!st && layout == BEST)
        st = choose_best(&B, chosen, &rounds, &layout, p, v);
    else if (!st && layout != RAINBOW)
        st = layout_rounds(&B, chosen, &rounds, layout, p, v);
    if (!st && layout == RAINBOW)
        return build_rainbow_spec(out, p, v, k);
    if (st)
        return st;
    int exchange = layout == FRENCH && v == 16;
    unsigned full = B.G.n;
    if (rounds == full)
        for (unsigned r = 0; r < rounds; r++)
            chosen[r] = r + 1;
    struct bm_movement *m;
    st = bm_movement_new(&m, BM_EVENT_INDIVIDUAL, rounds, B.tables, v, exchange ? 15 : rounds, k);
    if (st)
        return st;
    st = exchange ? build_sixteen(m, &B, k) : build_rounds(m, &B, chosen, layout == FRENCH, k);
    char of[32] = "";
    if (rounds < full)
        snprintf(of, sizeof of, " of %u", full);
    return bm_family_finish(out, m, st, "%s, %u players, %u tables, %u%s rounds%s",
                            form_name(layout, v), v, B.tables, rounds, of,
                            layout == FRENCH ? " (French club guide)" : "");
}

static const struct bm_key keys[] = {
    {.name = "players", .type = BM_KEY_INTEGER, .min = 8, .max = 64, .required = 1,
     .limits = "layout=french: 8, 9, 12 or 16; layout=balanced: the sizes where it beats the "
               "whist form; layout=rainbow: 20, 28, 44 or 52",
     .help = "the number of players; with 4m + 1, 4m + 2 or 4m + 3 players, 1, 2 or 3 sit out "
             "each round, each player as often as any other"},
    {.name = "rounds", .type = BM_KEY_INTEGER, .min = 1, .max = 63,
     .def_text = "all: players - 1 for a multiple of 4, players otherwise; layout=rainbow: the "
                 "tables",
     .limits = "at most all; layout=french with 16 players: all 15; layout=rainbow: at most "
               "the tables",
     .help = "rounds to play: fewer than all make a partial individual, the rounds chosen for "
             "the most even competition"},
    {.name = "layout", .type = BM_KEY_CHOICE, .choices = "whist french balanced rainbow best",
     .def = "best",
     .help = "best: the most even competition the library has for the player count (the "
             "balanced form where it ships one, else the whist form); whist: every player partners every other once and meets each twice as an "
             "opponent (as nearly as the player count allows), each table on its own copy of "
             "the round's boards; french: the forms printed in the French club guide, tables "
             "sharing boards; balanced: partners once, opponents uneven, for the most even "
             "competition; rainbow: the prime-number movement, four lines of players moving at "
             "four speeds past boards that stay at their tables"},
    {.name = "boards", .type = BM_KEY_INTEGER, .min = 1, .max = BM_MAX_BOARDS_PER_SET,
     .def_text = "1; layout=french: 4 for 8 players, 3 for 9 or 12, 2 for 16",
     .limits = "layout=french: a multiple of 3 for 12 players, even for 16",
     .help = "boards in each set"},
    {.name = NULL},
};

/* The Rainbow's offers: where its tables are prime to 6, on one copy of the boards (what a
 * club without a dealing machine asks for with copies=1), its rounds at most the tables. */
static enum bm_status serve_rainbow(const struct bm_request *req, bm_offer_fn offer, void *sink)
{
    unsigned v = req->participants, T = v / 4;
    if (v % 4 || T < 5 || T % 2 == 0 || T % 3 == 0)
        return BM_OK;
    char base[64];
    snprintf(base, sizeof base, "individual:players=%u,layout=rainbow", v);
    struct bm_rounds r = {(T + 1) / 2, T, T, 0, "rounds"};
    return bm_serve_rounds(req, base, &r, offer, sink);
}

/* The fewest rounds of an evening (doc/choosing.md, "Ranking": about 7 to 14), and the
 * largest field offered parts that short. */
#define SERVE_ROUNDS_LO 7u
#define SHORT_PARTS_MAX 40u

/* The recommender's offers: the players as given, every round (with 4m + 1 players one sits
 * out each round), the default layout, the French one and the whist one where it differs. */
static enum bm_status serve(const struct bm_request *req, bm_offer_fn offer, void *sink)
{
    static const char *const layouts[] = {"", ",layout=french", ",layout=whist"};
    unsigned v = req->participants;
    enum bm_status st = BM_OK;
    /* the whist form too where the default is the balanced one: opponents exactly twice */
    size_t n = find_entry(v, BM_INDIVIDUAL_BALANCED) ? 3 : 2;
    for (size_t i = 0; i < n && !st && v >= 8 && v <= 64; i++) {
        char base[64];
        snprintf(base, sizeof base, "individual:players=%u%s", v, layouts[i]);
        unsigned R = v % 4 ? v : v - 1, half = (R + 1) / 2;
        /* The whole movement, or a part of it from half its rounds (14 players meet in 7
         * rounds what a club evening has time for); in the default layout up to 40 players,
         * from a club evening's fewest rounds where half is more: 40 players have 39 rounds,
         * and 2½ hours hold 9 rounds of 2. Larger fields keep half: choosing the rounds of a
         * part costs a 64-player field about 25 ms a spec, too much to offer several. */
        unsigned lo = i == 0 && v <= SHORT_PARTS_MAX && half > SERVE_ROUNDS_LO ? SERVE_ROUNDS_LO
                                                                              : half;
        if (rainbow_size(v) && lo <= v / 4 && v / 4 < half)
            lo = v / 4 + 1; /* as few rounds as tables build the Rainbow, offered by its name */
        struct bm_rounds r = {lo, R, R, v % 4, "rounds"};
        st = bm_serve_rounds(req, base, &r, offer, sink);
    }
    return st ? st : serve_rainbow(req, offer, sink);
}

const struct bm_family bm_family_individual = {
    .spec.name = "individual",
    .spec.description = "Individuals for 8 to 64 players: every player partners every other player "
                        "once; opponents twice (layout=whist) or as the most even competition "
                        "asks (the default)",
    .source = "the French club guide (individual tournaments, 8 to 16 players); the Rainbow as a "
              "rec.games.bridge post describes it",
    .event = BM_EVENT_INDIVIDUAL,
    .spec.keys = keys,
    .spec.common = bm_common_keys,
    .build = build,
    .serve = serve,
};
