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
 *   - layout=french: the 4-, 5- and 6-table charts printed in the French club guide.
 * Fewer rounds (T + 1 to 2T - 2) make a short Howell on as many sets, every pair playing every
 * set (lib/families/howell/short.c); sets=2T-1 keeps the complete Howell cut short. Two tables
 * play up to six rounds (each pair meets the others twice) and three tables share only the
 * last of their five rounds (lib/families/howell/small.c). */
#include <stdio.h>
#include <string.h>

#include "families/families.h"
#include "families/howell/howell.h"

struct howell_size {
    unsigned tables, rounds, boards, sets;
    int odd, balanced, french, switched;
};

/* "howell needs tables=N (2..32) or pairs=N (3..64)", the bounds from the descriptor. */
static enum bm_status needs_size(const struct bm_params *p)
{
    const struct bm_key *t = bm_set_key(&p->family->spec, "tables", NULL);
    const struct bm_key *n = bm_set_key(&p->family->spec, "pairs", NULL);
    return bm_fail(BM_EUNSUPPORTED, "howell needs tables=N (%u..%u) or pairs=N (%u..%u)",
                   (unsigned)t->min, (unsigned)t->max, (unsigned)n->min, (unsigned)n->max);
}

static enum bm_status size_from_keys(struct howell_size *z, const struct bm_params *p)
{
    unsigned T, P;
    enum bm_status st = bm_param_uint(&T, p, "tables");
    if (!st)
        st = bm_param_uint(&P, p, "pairs");
    if (st)
        return st;
    if (!T && !P)
        return needs_size(p);
    if (T && P && P != 2 * T && P != 2 * T - 1)
        return bm_fail(BM_EUNSUPPORTED,
                       "pairs=%u does not fit %u tables: a Howell of %u tables seats pairs=%u or "
                       "pairs=%u",
                       P, T, T, 2 * T - 1, 2 * T);
    z->tables = T ? T : (P + 1) / 2;
    z->odd = P % 2;
    unsigned n = 2 * z->tables - 1;
    char with[32];
    snprintf(with, sizeof with, "%u tables", z->tables);
    /* two tables may play their three rounds twice over */
    struct bm_bound b = {n, 1, z->tables == 2 ? 2 * n : n, with, NULL};
    return bm_param_uint_bound(&z->rounds, p, "rounds", &b);
}

/* In the order of the layout key's choices. */
enum layout { BEST, FRENCH };

/* T + 1 <= R <= 2T - 2: a short Howell can play R rounds on R sets. */
static int short_range(const struct howell_size *z)
{
    return z->tables >= 3 && z->rounds >= z->tables + 1 && z->rounds <= 2 * z->tables - 2;
}

/* sets: R in the short range (every pair plays every set), else 2T - 1 (the complete Howell,
 * cut short when rounds < 2T - 1); two tables play one new set a round. */
static enum bm_status sets_from_keys(struct howell_size *z, const struct bm_params *p)
{
    unsigned n = 2 * z->tables - 1, R = z->rounds, sets;
    unsigned def = z->tables == 2 ? (R > n ? R : n) : short_range(z) && !z->french ? R : n;
    enum bm_status st = bm_param_uint(&sets, p, "sets");
    if (st)
        return st;
    z->sets = bm_param_has(p, "sets") ? sets : def;
    int ok = z->sets == def || (short_range(z) && !z->french && (z->sets == R || z->sets == n));
    if (!ok && short_range(z) && !z->french)
        return bm_fail(BM_EUNSUPPORTED,
                       "sets=%u does not fit %u tables and %u rounds: use sets=%u (every pair "
                       "plays every set) or sets=%u (the complete Howell cut short)",
                       z->sets, z->tables, R, R, n);
    if (!ok)
        return bm_fail(BM_EUNSUPPORTED,
                       "sets=%u does not fit %u tables and %u rounds%s: the movement plays "
                       "sets=%u",
                       z->sets, z->tables, R, z->french ? " with layout=french" : "", def);
    if (z->tables == 4 && R == 5 && z->sets == R)
        return bm_fail(BM_EUNSUPPORTED,
                       "no Howell of 4 tables plays 5 rounds on 5 sets (none exists): use "
                       "rounds=6, or sets=7 for 5 rounds of the complete Howell");
    return BM_OK;
}

/* switch=1: the arrow switches shipped with a short Howell. */
static enum bm_status switch_from_keys(struct howell_size *z, const struct bm_params *p)
{
    unsigned sw = 0;
    const char *v = bm_param_str(p, "switch", "0");
    /* A word is the switch every family takes, planned once the movement is built. */
    enum bm_status st = v[0] >= '0' && v[0] <= '9' ? bm_param_uint(&sw, p, "switch") : BM_OK;
    if (st)
        return st;
    z->switched = (int)sw;
    if (sw && !(short_range(z) && z->sets == z->rounds))
        return bm_fail(BM_EUNSUPPORTED,
                       "switch=1 plays the arrow switches shipped with a short Howell (%u to %u "
                       "rounds on as many sets for %u tables); `bridgemove switch` plans them "
                       "for any movement",
                       z->tables + 1, 2 * z->tables - 2, z->tables);
    return BM_OK;
}

static enum bm_status options_from_keys(struct howell_size *z, const struct bm_params *p)
{
    unsigned b, layout;
    enum bm_status st = bm_param_uint(&b, p, "balanced");
    if (!st)
        st = bm_param_uint(&z->boards, p, "boards");
    if (!st)
        st = bm_param_choice(&layout, p, "layout", NULL);
    if (st)
        return st;
    z->balanced = (int)b;
    z->french = layout == FRENCH;
    if (z->french && z->tables > 6)
        return bm_fail(BM_EUNSUPPORTED, "layout=french exists for 2 to 6 tables, not %u",
                       z->tables);
    if (z->french && z->rounds > 2 * z->tables - 1)
        return bm_fail(BM_EUNSUPPORTED, "layout=french has %u rounds for %u tables, not %u",
                       2 * z->tables - 1, z->tables, z->rounds);
    st = sets_from_keys(z, p);
    return st ? st : switch_from_keys(z, p);
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

static enum bm_status not_perfect(const struct howell_size *z)
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
    return bm_fail(BM_ENOTFOUND,
                   "no perfect Howell for %u tables, %u pairs, %u rounds (%s); perfect ones: "
                   "tables=%s; pairs=%s (all 2T - 1 rounds)",
                   z->tables, z->odd ? n : n + 1, z->rounds, why, tables, pairs);
}

static enum bm_status choose_rotation(struct howell_rotation *r, enum doubling *doubled,
                                      const struct howell_size *z)
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
        return bm_fail(BM_EUNSUPPORTED, "no Howell known for %u tables",
                       z->tables);
    if (z->balanced && (z->rounds < r->n || rotation_sd(r, r->n, z->odd) != 0.0))
        return not_perfect(z);
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

/* The forms that are not a rotation: short Howells, and two and three tables sharing some
 * rounds' boards. */
enum form { ROTATION, SHORT, TWO_TABLES_TWICE, THREE_TABLES_SHARED_LAST };

static enum form form_of(const struct howell_size *z)
{
    if (z->tables == 2 && z->rounds > 3)
        return TWO_TABLES_TWICE;
    if (z->tables == 3 && z->rounds == 5 && !z->french)
        return THREE_TABLES_SHARED_LAST;
    return short_range(z) && z->sets == z->rounds ? SHORT : ROTATION;
}

static void form_name(char *buf, size_t size, const struct howell_size *z, enum form f)
{
    int len = f == SHORT ? snprintf(buf, size, "Short Howell, %u tables, %u rounds", z->tables,
                                    z->rounds)
              : f == TWO_TABLES_TWICE
                  ? snprintf(buf, size, "Howell (shared boards), 2 tables, %u rounds", z->rounds)
                  : snprintf(buf, size, "Howell, 3 tables (last round shared)");
    if (z->odd && len > 0 && (size_t)len < size)
        len += snprintf(buf + len, size - (size_t)len, ", %u pairs", 2 * z->tables - 1);
    if (z->switched && len > 0 && (size_t)len < size)
        snprintf(buf + len, size - (size_t)len, ", arrow-switched");
}

static enum bm_status build_form(struct bm_movement **out, const struct howell_size *z,
                                 enum form f)
{
    /* perfect: only the two-table Howell played twice over (every s = 2) */
    if (z->balanced && !(f == TWO_TABLES_TWICE && z->rounds == 6))
        return not_perfect(z);
    struct bm_movement *m = NULL;
    struct howell_short s;
    enum bm_status st;
    if (f == TWO_TABLES_TWICE)
        st = bm_howell_two_table_double(&m, z->rounds, z->odd, z->boards);
    else if (f == THREE_TABLES_SHARED_LAST && bm_howell_short_find(&s, 3, 4))
        st = bm_howell_three_table_shared_last(&m, z->odd, z->boards);
    else if (bm_howell_short_find(&s, z->tables, z->rounds))
        st = bm_howell_short_build(&m, &s, z->odd, z->boards, z->switched);
    else
        return bm_fail(BM_EUNSUPPORTED, "no short Howell of %u tables and %u rounds is known",
                       z->tables, f == SHORT ? z->rounds : 4);
    char name[128];
    form_name(name, sizeof name, z, f);
    return bm_family_finish(out, m, st, "%s", name);
}

static enum bm_status build(struct bm_movement **out, const struct bm_params *p)
{
    struct howell_size z = {0};
    struct howell_rotation r;
    enum doubling doubled;
    enum bm_status st = size_from_keys(&z, p);
    if (!st)
        st = options_from_keys(&z, p);
    if (!st && form_of(&z) != ROTATION)
        return build_form(out, &z, form_of(&z));
    if (!st)
        st = choose_rotation(&r, &doubled, &z);
    if (st)
        return st;
    struct bm_movement *m;
    st = doubled ? bm_howell_double_build(&m, &r, doubled == PALEY, z.boards)
                 : bm_howell_layout_build(&m, &r, z.rounds, z.odd, z.boards);
    if (st)
        return st == BM_ENOTFOUND ? bm_fail(st, "doubling search failed") : st;
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
     .def_text = "2T - 1: everybody meets everybody", .limits = "at most 2T - 1 (2 tables: 6)",
     .help = "rounds to play; T + 1 to 2T - 2 make a short Howell, on as many board sets, in "
             "which every pair plays every set; 2 tables: 4 to 6 rounds meet each pair twice"},
    {.name = "sets", .type = BM_KEY_INTEGER, .min = 1, .max = 2 * HOWELL_MAX_TABLES - 1,
     .def_text = "rounds for a short Howell (T + 1 to 2T - 2 rounds), otherwise 2T - 1",
     .limits = "rounds or 2T - 1",
     .help = "board sets in play: as many as rounds (every pair plays every set) or 2T - 1 "
             "(the complete Howell cut short: each pair misses some sets)"},
    {.name = "switch", .type = BM_KEY_INTEGER, .min = 0, .max = 1,
     .choices = "none last-round stagger eighth round board table free", .def = "0",
     .limits = "1: short Howells",
     .help = "1: the short Howell with its arrow switches (some boards played with North-South "
             "sitting East-West), for a fairer single ranking; or, as for every family, none, "
             "a switch preset (last-round, stagger, eighth) or an optimiser level (round, "
             "board, table, free)"},
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
    .spec.name = "howell",
    .spec.description =
        "Every pair plays every board and meets every other pair, or most of them in "
        "a short Howell (fewer rounds on as many board sets); pairs and boards move "
        "round the tables and relay stands",
    .source = "the French club guide (Le mouvement Howell); Part II of the movements article",
    .event = BM_EVENT_PAIRS,
    .spec.keys = keys,
    .spec.common = bm_common_keys,
    .build = build,
    .serve = serve,
};
