/* SPDX-License-Identifier: MIT */
/* The Howell family (the French club guide, "Le mouvement Howell"; Part II of the movements
 * article, "perfect movements"): T tables,
 * 2T pairs (or 2T - 1 with a sit-out: the stationary NS pair of table 1 is missing), every
 * pair meeting every other once over 2T - 1 rounds and playing every set once.
 *
 * Every movement is 1-rotational (lib/families/howell/starter.c): pair 2T stays NS at table 1, the others take
 * the seat of the pair numbered one lower every round, and the boards move down one station
 * a round through the tables and relay stands (lib/families/howell/layout.c). The rotation is
 *   - Hwang's starter over GF(2T - 1) when 2T - 1 is a prime = 3 mod 4 (perfect: all s equal);
 *   - otherwise the best rotation the search in tools/howell-search found (lib/data/howell-data.c):
 *     perfect wherever 2T - 1 carries a cyclic Hadamard difference set (2^m - 1, twin primes)
 *     or, with 2T - 1 pairs, a prime; optimal within 1-rotational movements for 2T - 1 prime
 *     = 1 mod 4; for partial Howells (rounds < 2T - 1) a searched seat orientation;
 *   - 2 and 3 tables: all tables share the round's set (no Room square of side 3 or 5 exists;
 *     the French club guide's duplicate tournant and 3-table Swedish Howell);
 *   - 20 and 28 tables: Sylvester's doubling of Hwang's 10- and 14-table Howells, 26 tables:
 *     Paley's second doubling of the perfect 25-pair Howell over GF(25) (lib/families/howell/double.c),
 *     perfect but not 1-rotational (no relay stands);
 *   - layout=french: the 4-, 5- and 6-table charts printed in the French club guide. */
#include <stdio.h>
#include <string.h>

#include "families/families.h"
#include "families/howell/howell.h"

struct howell_size {
    unsigned tables, rounds, boards;
    int odd, balanced, french;
};

/* "howell needs tables=N (2..32) or pairs=N (3..64)", the bounds from the descriptor. */
static enum bm_status needs_size(const struct bm_params *p, char *msg, size_t msg_size)
{
    const struct bm_key *t = bm_family_key(p->family, "tables");
    const struct bm_key *n = bm_family_key(p->family, "pairs");
    return bm_fail(BM_EUNSUPPORTED, msg, msg_size,
                   "howell needs tables=N (%u..%u) or pairs=N (%u..%u)", t->min, t->max, n->min,
                   n->max);
}

static enum bm_status size_from_keys(struct howell_size *z, const struct bm_params *p,
                                     char *msg, size_t msg_size)
{
    unsigned T, P;
    enum bm_status st = bm_param_uint(&T, p, "tables", msg, msg_size);
    if (!st)
        st = bm_param_uint(&P, p, "pairs", msg, msg_size);
    if (st)
        return st;
    if (!T && !P)
        return needs_size(p, msg, msg_size);
    if (T && P && P != 2 * T && P != 2 * T - 1)
        return bm_fail(BM_EUNSUPPORTED, msg, msg_size,
                       "pairs=%u does not fit %u tables: a Howell of %u tables seats pairs=%u or "
                       "pairs=%u", P, T, T, 2 * T - 1, 2 * T);
    z->tables = T ? T : (P + 1) / 2;
    z->odd = P % 2;
    unsigned n = 2 * z->tables - 1;
    char with[32];
    snprintf(with, sizeof with, "%u tables", z->tables);
    struct bm_bound b = {n, 1, n, with, NULL};
    return bm_param_uint_bound(&z->rounds, p, "rounds", &b, msg, msg_size);
}

/* In the order of the layout key's choices. */
enum layout { BEST, FRENCH };

static enum bm_status options_from_keys(struct howell_size *z, const struct bm_params *p,
                                        char *msg, size_t msg_size)
{
    unsigned b, layout;
    enum bm_status st = bm_param_uint(&b, p, "balanced", msg, msg_size);
    if (!st)
        st = bm_param_uint(&z->boards, p, "boards", msg, msg_size);
    if (!st)
        st = bm_param_choice(&layout, p, "layout", NULL, msg, msg_size);
    if (st)
        return st;
    z->balanced = (int)b;
    z->french = layout == FRENCH;
    if (z->french && z->tables > 6)
        return bm_fail(BM_EUNSUPPORTED, msg, msg_size,
                       "layout=french exists for 2 to 6 tables, not %u", z->tables);
    return BM_OK;
}

static double rotation_sd(const struct howell_rotation *r, unsigned rounds, int odd)
{
    struct howell_stats s;
    return bm_howell_rotation_stats(&s, r, rounds, odd) ? s.sd : 1e9;
}

/* The complete rotation the library knows best for T tables. */
static int complete_rotation(struct howell_rotation *r, unsigned T, int odd)
{
    double sd;
    if (T <= 3)
        bm_howell_rotation_shared(r, T, 0);
    else if (!bm_howell_rotation_hwang(r, 2 * T - 1))
        return bm_howell_data_find(r, &sd, T, 2 * T - 1, odd, 0);
    return 1;
}

/* Best rotation for the size: a searched partial one where shipped (never worse than the
 * complete one curtailed: the search starts from it), else the complete one curtailed. */
static int best_rotation(struct howell_rotation *r, const struct howell_size *z)
{
    double sd;
    unsigned n = 2 * z->tables - 1;
    if (z->rounds < n && bm_howell_data_find(r, &sd, z->tables, z->rounds, z->odd, 1))
        return 1;
    if (!complete_rotation(r, z->tables, z->odd))
        return 0;
    /* curtailed, a cyclic rotation keeps its relay layout (the GF(p^k) ones have none) */
    if (z->rounds < n && r->p)
        bm_howell_data_find(r, &sd, z->tables, n, z->odd, 1);
    return 1;
}

enum doubling { NO_DOUBLING, SYLVESTER, PALEY };

/* Where no perfect rotation of T tables is known, a doubling of a perfect rotation over
 * n = T - 1 points: Sylvester's from Hwang's T/2 tables (2T = 0 mod 8: 20 tables from GF(19),
 * 28 from GF(27)), Paley's second from the perfect T - 1 pairs (2T = 4 mod 8: 26 tables from
 * GF(25), whose quadratic-character pattern is symmetric). */
static enum doubling doubling_base(struct howell_rotation *base, unsigned T, int odd)
{
    struct howell_rotation r;
    if (odd || T % 2 || !complete_rotation(&r, T, odd) || rotation_sd(&r, r.n, odd) == 0.0)
        return NO_DOUBLING;
    if ((T - 1) % 4 == 3)
        return bm_howell_rotation_hwang(base, T - 1) ? SYLVESTER : NO_DOUBLING;
    return complete_rotation(base, T / 2, 1) && rotation_sd(base, base->n, 1) == 0.0
               ? PALEY : NO_DOUBLING;
}

static int perfect_known(unsigned T, int odd)
{
    struct howell_rotation r;
    if (doubling_base(&r, T, odd))
        return 1;
    return complete_rotation(&r, T, odd) && rotation_sd(&r, r.n, odd) == 0.0;
}

static void list_perfect(char *buf, size_t size, int odd)
{
    buf[0] = '\0';
    for (unsigned T = 2; T <= HOWELL_MAX_TABLES; T++)
        if (perfect_known(T, odd)) {
            size_t len = strlen(buf);
            snprintf(buf + len, size - len, "%s%u", len ? "," : "", odd ? 2 * T - 1 : T);
        }
}

static enum bm_status not_perfect(const struct howell_size *z, char *msg, size_t msg_size)
{
    char tables[256], pairs[256];
    list_perfect(tables, sizeof tables, 0);
    list_perfect(pairs, sizeof pairs, 1);
    unsigned n = 2 * z->tables - 1;
    const char *why = z->rounds < n ? "a perfect Howell is complete (all rounds)"
                      : z->french ? "the French club guide's chart is not perfect"
                      : !z->odd && z->tables % 2
                          ? "none exists: with 2T pairs a perfect Howell needs T even"
                          : "none is known";
    return bm_fail(BM_ENOTFOUND, msg, msg_size,
                   "no perfect Howell for %u tables, %u pairs, %u rounds (%s); perfect ones: "
                   "tables=%s; pairs=%s (all 2T - 1 rounds)",
                   z->tables, z->odd ? n : n + 1, z->rounds, why, tables, pairs);
}

static enum bm_status choose_rotation(struct howell_rotation *r, enum doubling *doubled,
                                      const struct howell_size *z, char *msg, size_t msg_size)
{
    *doubled = NO_DOUBLING;
    if (!z->french && z->rounds == 2 * z->tables - 1)
        *doubled = doubling_base(r, z->tables, z->odd);
    if (*doubled)
        return BM_OK; /* r is the base of the doubling */
    if (z->french && z->tables >= 4)
        bm_howell_data_french(r, z->tables);
    else if (z->french)
        bm_howell_rotation_shared(r, z->tables, 0);
    else if (!best_rotation(r, z))
        return bm_fail(BM_EUNSUPPORTED, msg, msg_size, "no Howell known for %u tables",
                       z->tables);
    if (z->balanced && (z->rounds < r->n || rotation_sd(r, r->n, z->odd) != 0.0))
        return not_perfect(z, msg, msg_size);
    return BM_OK;
}

static void movement_name(char *buf, size_t size, const struct howell_size *z, int perfect)
{
    unsigned n = 2 * z->tables - 1;
    const char *kind = z->tables == 2   ? "Howell (shared boards)"
                       : z->tables == 3 ? "Swedish Howell"
                       : perfect        ? "Perfect Howell"
                                        : "Howell";
    int len = snprintf(buf, size, "%s, %u tables", kind, z->tables);
    if (z->odd && len > 0 && (size_t)len < size)
        len += snprintf(buf + len, size - (size_t)len, ", %u pairs", n);
    if (z->rounds < n && len > 0 && (size_t)len < size)
        len += snprintf(buf + len, size - (size_t)len, ", %u rounds", z->rounds);
    if (z->french && len > 0 && (size_t)len < size)
        snprintf(buf + len, size - (size_t)len, " (French club guide)");
}

static enum bm_status build(struct bm_movement **out, const struct bm_params *p, char *msg,
                            size_t msg_size)
{
    struct howell_size z = {0};
    struct howell_rotation r;
    enum doubling doubled;
    enum bm_status st = size_from_keys(&z, p, msg, msg_size);
    if (!st)
        st = options_from_keys(&z, p, msg, msg_size);
    if (!st)
        st = choose_rotation(&r, &doubled, &z, msg, msg_size);
    if (st)
        return st;
    struct bm_movement *m;
    st = doubled ? bm_howell_double_build(&m, &r, doubled == PALEY, z.boards)
                 : bm_howell_layout_build(&m, &r, z.rounds, z.odd, z.boards);
    if (st)
        return st == BM_ENOTFOUND ? bm_fail(st, msg, msg_size, "doubling search failed") : st;
    char name[128];
    movement_name(name, sizeof name, &z,
                  doubled || (z.rounds == r.n && rotation_sd(&r, r.n, z.odd) == 0.0));
    return bm_family_finish(out, m, BM_OK, "%s", name);
}

static const struct bm_key keys[] = {
    {.name = "tables", .type = BM_KEY_INTEGER, .min = 2, .max = HOWELL_MAX_TABLES,
     .def_text = "(pairs + 1) / 2", .help = "the number of tables (T); give tables or pairs"},
    {.name = "pairs", .type = BM_KEY_INTEGER, .min = 3, .max = 2 * HOWELL_MAX_TABLES,
     .def_text = "2T", .limits = "2T - 1 or 2T",
     .help = "the number of pairs; an odd number leaves one pair sitting out each round"},
    {.name = "rounds", .type = BM_KEY_INTEGER, .min = 1, .max = 2 * HOWELL_MAX_TABLES - 1,
     .def_text = "2T - 1: everybody meets everybody", .limits = "at most 2T - 1",
     .help = "rounds to play; fewer than 2T - 1 make a short Howell"},
    {.name = "balanced", .type = BM_KEY_INTEGER, .min = 0, .max = 1, .def = "0",
     .help = "1: a perfect Howell (every pair competes equally with every other) or a refusal "
             "that lists the sizes that have one"},
    {.name = "layout", .type = BM_KEY_CHOICE, .choices = "best french", .def = "best",
     .limits = "french: 2 to 6 tables",
     .help = "best: the most balanced movement the library knows; french: the charts printed "
             "in the French club guide"},
    {.name = NULL},
};

/* The recommender's offers: the pairs as given (an odd number sits one out each round), every
 * pair meeting every other, or as many rounds as fit the session. */
static enum bm_status serve(const struct bm_request *req, bm_offer_fn offer, void *sink)
{
    unsigned N = req->participants, T = (N + 1) / 2;
    if (N < 4 || T > 32)
        return BM_OK;
    char base[48];
    snprintf(base, sizeof base, "howell:pairs=%u", N);
    struct bm_rounds r = {1, 2 * T - 1, 2 * T - 1, N % 2, "rounds"};
    return bm_serve_rounds(req, base, &r, offer, sink);
}

const struct bm_family bm_family_howell = {
    .name = "howell",
    .description = "Every pair meets every other pair and plays every board; pairs and boards "
                   "move round the tables and relay stands",
    .source = "the French club guide (Le mouvement Howell); Part II of the movements article",
    .event = BM_EVENT_PAIRS,
    .keys = keys,
    .build = build,
    .serve = serve,
};
