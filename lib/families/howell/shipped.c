/* SPDX-License-Identifier: MIT */
/* The shipped Howell rotations (lib/data/howell-data.c): the best one for a size, and the
 * printed charts. */
#include "data/howell-data.h"
#include "families/howell/howell.h"

int bm_howell_data_find(struct howell_rotation *r, double *sd, unsigned tables, unsigned rounds,
                     int odd, int cyclic_only)
{
    const struct bm_howell_entry *best = NULL;
    for (size_t i = 0; i < bm_howell_entry_count; i++) {
        const struct bm_howell_entry *e = &bm_howell_entries[i];
        if (e->tables == tables && e->rounds == rounds && e->odd == odd &&
            !(cyclic_only && e->rotation[0] == 'p') && (!best || e->sd < best->sd))
            best = e;
    }
    if (!best || !bm_howell_rotation_parse(r, tables, best->rotation))
        return 0;
    *sd = best->sd;
    return 1;
}

/* The French club guide ("Le mouvement Howell") prints, for 4, 5 and 6 tables, the stations of
 * the tables among the relay stands and the NS pair of each table in the first round ("NS 8,
 * Table 1, Relais, Relais, NS 2 Table 2, ..."); pair p takes pair p - 1's seat and pair 2T
 * stays NS at table 1.
 * The EW pairs are not legible in the OCR: they are the only ones (4, 5 tables) or the first
 * of the two (6 tables) that make the chart a valid Howell, found by exhaustive search, and
 * the pair meeting the stationary pair in round 1 is pair 1 in every solution.
 * Points are pair numbers minus one. */
int bm_howell_data_french(struct howell_rotation *r, unsigned tables)
{
    static const char *const chart[] = {
        "1 5 3 4 6 5 2 3 6",                /* 4 tables: stations 0 3 5 6, NS 8 2 5 3 */
        "7 8 1 5 3 2 2 6 7 1 4 8",          /* 5 tables: stations 0 1 2 7 8, NS 10 8 6 3 2 */
        "5 8 2 4 2 6 1 6 7 9 10 8 3 7 10",  /* 6 tables: stations 0 2 6 7 8 10, NS 12 6 5 2 10 4 */
    };
    if (tables < 4 || tables > 6)
        return 0;
    return bm_howell_rotation_parse(r, tables, chart[tables - 4]);
}
