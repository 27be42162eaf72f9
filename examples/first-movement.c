/* SPDX-License-Identifier: MIT */
/* The README's first example: build a Mitchell and print table 1's itinerary. */
#include <stdio.h>
#include <bridgemove/bridgemove.h>

int main(void)
{
    struct bm_movement *m = NULL;
    if (bm_build_string(&m, "mitchell:tables=7,boards=3") != BM_OK) {
        fprintf(stderr, "%s\n", bm_last_error());
        return 1;
    }
    for (uint32_t r = 1; r <= bm_movement_rounds(m); r++) {
        uint32_t ns, ew, boards = 0, first = 0, last = 0;
        bm_movement_get(&ns, m, r, 1, BM_FIELD_NS);
        bm_movement_get(&ew, m, r, 1, BM_FIELD_EW);
        bm_cell_board_count(&boards, m, r, 1);
        bm_cell_board(&first, NULL, m, r, 1, 1);
        bm_cell_board(&last, NULL, m, r, 1, boards);
        printf("round %u, table 1: pair %u (NS) v pair %u (EW), boards %u-%u\n", r, ns, ew,
               first, last);
    }
    bm_movement_free(m);
    return 0;
}
