/* SPDX-License-Identifier: MIT */
/* What a scorer needs from a movement, by board number: every round's tables with the boards
 * they play and the pairs as seated (arrow switches applied), then every board's traveller.
 * Usage: scorer SPEC (for a file, read it with bm_movement_read()). */
#include <stdio.h>
#include <bridgemove/bridgemove.h>

static void seat(const struct bm_movement *m, uint32_t r, uint32_t t, uint32_t b, const char *tag)
{
    uint32_t ns = 0, ew = 0;
    bm_cell_seated(&ns, m, r, t, b, BM_FIELD_NS);
    bm_cell_seated(&ew, m, r, t, b, BM_FIELD_EW);
    printf("round %u, table %u, board %u: NS %u, EW %u%s\n", r, t, b, ns, ew, tag);
}

static void rounds(const struct bm_movement *m)
{
    for (uint32_t r = 1; r <= bm_movement_rounds(m); r++)
        for (uint32_t t = 1, n = 0; t <= bm_movement_tables(m); t++, n = 0) {
            bm_cell_board_count(&n, m, r, t);
            for (uint32_t i = 1, board = 0; i <= n; i++) {
                int32_t switched = 0;
                bm_cell_board(&board, &switched, m, r, t, i);
                seat(m, r, t, board, switched ? " (switched)" : "");
            }
        }
}

static void travellers(const struct bm_movement *m)
{
    uint32_t b = bm_movement_first_board(m), end = b + bm_movement_boards(m), n = 0;
    for (int32_t sitout = 0; b < end; b++) {
        bm_board_play_count(&n, m, b);
        for (uint32_t i = 1, r = 0, t = 0; i <= n; i++) {
            bm_board_play(&r, &t, NULL, &sitout, m, b, i);
            seat(m, r, t, b, sitout ? " (sit-out)" : "");
        }
    }
}

int main(int argc, char **argv)
{
    struct bm_movement *m = NULL;
    if (argc != 2 || bm_build_string(&m, argv[1]) != BM_OK) {
        fprintf(stderr, "usage: scorer SPEC%s%s\n", *bm_last_error() ? ": " : "", bm_last_error());
        return 2;
    }
    printf("Rounds\n");
    rounds(m);
    printf("Travellers\n");
    travellers(m);
    bm_movement_free(m);
    return 0;
}
