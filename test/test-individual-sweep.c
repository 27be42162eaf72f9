/* SPDX-License-Identifier: MIT */
/* Every individual for 8..64 players, every number of rounds, in the whist layout and (where the
 * library ships one) the balanced one: everybody seated once a round, nobody partners anybody
 * twice, sit-outs spread evenly (every player as many as any other, give or take one), every
 * rule of the movements article holds; full movements keep what their form promises, and a
 * partial one competes at least as evenly as its first rounds would. */
#include "test.h"
#include "test-build.h"

#include <bridgemove/bridgemove.h>

#include "data/individual-data.h"
#include "individual-util.h"

static const struct bm_individual_entry *entry(unsigned v, unsigned form)
{
    for (size_t i = 0; i < bm_individual_entry_count; i++)
        if (bm_individual_entries[i].v == v && bm_individual_entries[i].form == form)
            return &bm_individual_entries[i];
    return NULL;
}

static unsigned full_rounds(unsigned v)
{
    return v % 4 ? v : v - 1;
}

/* Players each player never partners: v = 2 mod 4, one; v = 3 mod 4, two. */
static unsigned strangers(unsigned v)
{
    return v % 4 == 2 ? 1 : v % 4 == 3 ? 2 : 0;
}

/* What every form and every number of rounds keeps. */
static void check_common(const struct bm_movement *m, const struct tally *c, unsigned v,
                         unsigned rounds)
{
    CHECK_EQ(bm_movement_rounds(m), rounds);
    CHECK_EQ(bm_movement_tables(m), v / 4);
    CHECK_EQ(bm_movement_participants(m), v);
    CHECK_EQ(bm_movement_sets(m), rounds);
    CHECK(c->seated_ok);
    int once = 1;
    for (unsigned i = 1; i <= v; i++)
        for (unsigned j = 1; j <= v; j++)
            once &= c->partner[i][j] <= 1;
    CHECK(once);
    /* v - 4m players out of every round, spread evenly; with v = 4m + 2, m odd, and v/2 rounds
     * each player would sit out exactly once, which no choice of rounds allows (the two rounds
     * a player sits out, 2 apart, link the players into cycles of odd length): one sits out
     * twice, another never */
    unsigned lo = rounds * (v % 4) / v, hi = (rounds * (v % 4) + v - 1) / v, spread_ok = 1;
    if (v % 4 == 2 && (v / 4) % 2 == 1 && rounds == v / 2)
        lo--, hi++;
    for (unsigned p = 1; p <= v; p++)
        spread_ok &= c->out[p] >= lo && c->out[p] <= hi;
    CHECK(spread_ok);
    CHECK(ind_all_rules_hold(m));
}

/* The full movement of a form: partners and opponents as promised, the shipped SD. */
static void check_full(const struct bm_movement *m, const struct tally *c, unsigned v,
                       unsigned form)
{
    int partners_ok = 1, opponents_ok = 1;
    for (unsigned i = 1; i <= v; i++) {
        partners_ok &= c->partners[i] == v - 1 - strangers(v);
        for (unsigned j = 1; j <= v; j++) {
            unsigned a = c->partner[i][j], o = c->opponent[i][j];
            if (i == j)
                continue;
            if (form == BM_INDIVIDUAL_BALANCED)
                opponents_ok &= o <= 4;
            else if (v % 4 <= 1) /* a whist tournament */
                opponents_ok &= o == 2;
            else /* near-whist: 1 to 3 times across partners, at most once across strangers */
                opponents_ok &= a ? o >= 1 && o <= 3 : o <= 1;
        }
    }
    CHECK(partners_ok);
    CHECK(opponents_ok);
    const struct bm_individual_entry *e = entry(v, form);
    if (e && (form == BM_INDIVIDUAL_BALANCED || v % 4 >= 2))
        CHECK_NEAR(ind_sd(m), e->sd, 5e-5);
}

/* A partial movement competes at least as evenly as the first rounds of the full one, when
 * those spread the sit-outs as evenly. */
static void check_choice(const struct bm_movement *part, const struct bm_movement *full,
                         unsigned v, unsigned rounds)
{
    unsigned first[64], out[IND_MAX] = {0}, even = 1;
    unsigned lo = rounds * (v % 4) / v, hi = (rounds * (v % 4) + v - 1) / v;
    for (unsigned r = 0; r < rounds; r++) {
        unsigned char seen[IND_MAX] = {0};
        first[r] = r + 1;
        for (unsigned t = 1; t <= v / 4; t++)
            for (unsigned k = 0; k < 4; k++)
                seen[ind_seat(full, r + 1, t, k)] = 1;
        for (unsigned p = 1; p <= v; p++)
            out[p] += !seen[p];
    }
    for (unsigned p = 1; p <= v; p++)
        even &= out[p] >= lo && out[p] <= hi;
    if (even)
        CHECK(ind_sd(part) <= ind_sd_of_rounds(full, first, rounds) + 1e-9);
}

static void sweep_layout(unsigned v, const char *layout, unsigned form)
{
    char spec[96];
    unsigned n = full_rounds(v);
    snprintf(spec, sizeof spec, "individual:players=%u,layout=%s", v, layout);
    struct bm_movement *full = build(spec);
    if (!full)
        return;
    static struct tally c;
    for (unsigned rounds = 1; rounds <= n; rounds++) {
        test_context("players=%u layout=%s rounds=%u", v, layout, rounds);
        snprintf(spec, sizeof spec, "individual:players=%u,layout=%s,rounds=%u", v, layout, rounds);
        struct bm_movement *m = rounds == n ? full : build(spec);
        if (!m)
            continue;
        ind_tally(&c, m);
        check_common(m, &c, v, rounds);
        if (rounds == n)
            check_full(m, &c, v, form);
        else
            check_choice(m, full, v, rounds);
        if (m != full)
            bm_movement_free(m);
    }
    bm_movement_free(full);
}

static void test_every_size_and_rounds(void)
{
    for (unsigned v = 8; v <= 64; v++) {
        sweep_layout(v, "whist", BM_INDIVIDUAL_NEAR_WHIST);
        if (entry(v, BM_INDIVIDUAL_BALANCED))
            sweep_layout(v, "balanced", BM_INDIVIDUAL_BALANCED);
    }
}

int main(void)
{
    RUN(test_every_size_and_rounds());
    return test_report();
}
