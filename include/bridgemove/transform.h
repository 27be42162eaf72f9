/* SPDX-License-Identifier: MIT */
/**
 * @file transform.h
 * @brief Transforms of a movement (the movements article, Part I, "Standard form" and
 *        "Duality"): the dual, the steps it is made of, permutations of rounds and tables,
 *        relabelling of board sets and participants, the standard form and equivalence up to
 *        these operations.
 *
 * Every transform returns a new handle and leaves its input untouched. The transformed
 * movement keeps the input's name (the dual's name is "Dual of NAME"), boards per set, first
 * board and generator; its recorded spec is cleared, since no spec builds it.
 *
 * Permutations are passed as an array and its length: @c perm[i-1] is the new label of label
 * @c i, and the array must be a bijection of 1..n where n is the number of labels permuted
 * (else #BM_EINVAL with a message naming the fault).
 *
 * The dual (and its two steps, interchange and transpose) is defined for pairs movements
 * whose NS pairs are stationary (the NS pair of table t is the same in every round the table
 * plays, and never sits EW): it exchanges rows (rounds) with columns (tables) and letters
 * (board sets) with numbers (moving pairs), so that rules 1A/1B, 3A/3B and 4A/4B swap and
 * rule 2 is kept. The dual has the input's tables as rounds and its rounds as tables; the NS
 * pair of table r of the dual is pair r (the stationary pairs are the table numbers), its
 * EW pairs are R + 1 .. R + S for the input's R rounds and S sets, in set order, and its sets
 * are the input's moving pairs in ascending order. For an input numbered the usual way (NS
 * pair t at table t, EW pairs T + 1 ..), the dual of the dual is the input's grid again.
 * What does not survive the exchange is refused or dropped, as documented per call:
 * - several copies of a set, a set whose size differs from the others, a phantom, a cell with
 *   a board position to start with ("first"), or arrow switches: #BM_EUNSUPPORTED (a switch
 *   or a copy belongs to boards, and the dual turns boards into pairs);
 * - relay and bye stands are dropped: a relay in the input (a set out of play for a round)
 *   shows in the dual as a double move of the moving pairs, which needs no stand; a shared
 *   set shows as the same opponents twice.
 */
#ifndef BRIDGEMOVE_TRANSFORM_H
#define BRIDGEMOVE_TRANSFORM_H

#include <stddef.h>
#include <stdint.h>
#include <bridgemove/status.h>
#include <bridgemove/movement.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @addtogroup transform
 * @{
 */

/**
 * @brief The dual movement: rounds and tables exchanged, board sets and moving pairs
 *        exchanged (the movements article, "Duality"). An R rounds x T tables movement gives T
 *        rounds x R tables. Equals bm_movement_transpose() of bm_movement_interchange().
 * @param[out] out Receives the dual; NULL on failure.
 * @param m The movement (pairs event, stationary NS pairs).
 * @return #BM_OK; #BM_EINVAL (NULL argument); #BM_ENOTSTATIONARY (an NS pair moves or sits
 *         EW); #BM_EUNSUPPORTED (not a pairs event, copies, unequal set sizes, phantoms,
 *         switches, "first" positions, or no moving pair); #BM_ENOMEM.
 * @post The caller owns @p *out (bm_movement_free()). The dual has no stands. Its rounds are
 *       the input's tables, so they are numbered from 1 (bm_movement_first_round() is 1
 *       whatever the input's).
 * @since 1.0
 */
enum bm_status bm_movement_dual(struct bm_movement **out, const struct bm_movement *m);

/**
 * @brief Step 1 of the dual: interchange moving-pair numbers with set letters, rows and
 *        columns kept. The i-th moving pair (ascending) becomes set i; set s becomes EW pair
 *        T + s; the NS pair of table t becomes pair t.
 * @param[out] out Receives the result; NULL on failure.
 * @param m The movement (as for bm_movement_dual()).
 * @return As bm_movement_dual().
 * @post The caller owns @p *out. Stands are dropped (a set on a stand is now a pair). The
 *       rounds are the input's, numbered as the input numbers them (bm_movement_first_round()).
 * @since 1.0
 */
enum bm_status bm_movement_interchange(struct bm_movement **out, const struct bm_movement *m);

/**
 * @brief Step 2 of the dual: transpose rows and columns, letters and numbers kept. Round r,
 *        table t becomes round t, table r; the NS pair of the new table r is pair r and the
 *        i-th moving pair (ascending) becomes EW pair R + i.
 * @param[out] out Receives the result; NULL on failure.
 * @param m The movement (as for bm_movement_dual()).
 * @return As bm_movement_dual().
 * @post The caller owns @p *out. Stands are dropped (tables are now rounds). The rounds are
 *       the input's tables, numbered from 1.
 * @since 1.0
 */
enum bm_status bm_movement_transpose(struct bm_movement **out, const struct bm_movement *m);

/**
 * @brief Reverse the order of the rounds (round r becomes round R + 1 - r); stands' contents
 *        follow their rounds.
 * @param[out] out Receives the result; NULL on failure.
 * @param m The movement (any event).
 * @return #BM_OK, #BM_EINVAL, #BM_ENOMEM.
 * @post The caller owns @p *out.
 * @since 1.0
 */
enum bm_status bm_movement_reverse_rounds(struct bm_movement **out, const struct bm_movement *m);

/**
 * @brief Reorder the rounds: round i becomes round perm[i-1]. Phantoms keep their rounds
 *        only when every phantom is absent all session; otherwise #BM_EUNSUPPORTED (a pair
 *        leaving "from round R on" has no meaning once rounds are reordered).
 * @param[out] out Receives the result; NULL on failure.
 * @param m The movement (any event).
 * @param perm Bijection of 1..rounds.
 * @param n Length of @p perm (must equal the number of rounds).
 * @return #BM_OK, #BM_EINVAL (NULL, wrong length, not a bijection), #BM_EUNSUPPORTED,
 *         #BM_ENOMEM.
 * @post The caller owns @p *out.
 * @since 1.0
 */
enum bm_status bm_movement_permute_rounds(struct bm_movement **out, const struct bm_movement *m,
                                          const uint32_t *perm, size_t n);

/**
 * @brief Reorder the tables: table i becomes table perm[i-1] (cells, switches and the
 *        stands' feeding tables follow). Participants keep their numbers.
 * @param[out] out Receives the result; NULL on failure.
 * @param m The movement (any event).
 * @param perm Bijection of 1..tables.
 * @param n Length of @p perm (must equal the number of tables).
 * @return #BM_OK, #BM_EINVAL, #BM_ENOMEM.
 * @post The caller owns @p *out.
 * @since 1.0
 */
enum bm_status bm_movement_permute_tables(struct bm_movement **out, const struct bm_movement *m,
                                          const uint32_t *perm, size_t n);

/**
 * @brief Reletter the board sets: set i becomes set perm[i-1] in every cell and on every
 *        stand; set sizes follow their sets.
 * @param[out] out Receives the result; NULL on failure.
 * @param m The movement (any event).
 * @param perm Bijection of 1..sets.
 * @param n Length of @p perm (must equal the number of sets).
 * @return #BM_OK, #BM_EINVAL, #BM_ENOMEM.
 * @post The caller owns @p *out.
 * @since 1.0
 */
enum bm_status bm_movement_relabel_sets(struct bm_movement **out, const struct bm_movement *m,
                                        const uint32_t *perm, size_t n);

/**
 * @brief Renumber the participants: participant i becomes perm[i-1] in every seat; phantom
 *        marks and teams follow their participants.
 * @param[out] out Receives the result; NULL on failure.
 * @param m The movement (any event).
 * @param perm Bijection of 1..participants.
 * @param n Length of @p perm (must equal the number of participants).
 * @return #BM_OK, #BM_EINVAL, #BM_ENOMEM.
 * @post The caller owns @p *out.
 * @since 1.0
 */
enum bm_status bm_movement_relabel_participants(struct bm_movement **out,
                                                const struct bm_movement *m,
                                                const uint32_t *perm, size_t n);

/**
 * @brief The standard form (the movements article, Part I): rounds reordered and sets and
 *        pairs relabelled so that, wherever the movement allows, the first round holds the
 *        sets A, B, C, ... in table order (a set on a relay or shared takes its place in the circuit), the
 *        first round holds the EW pairs in ascending order, and in each later round the sets
 *        are one table to the left and the EW pairs one table to the right of the round
 *        before (cyclically).
 *
 * Tables keep their order. Rounds are reordered by a greedy chain from each possible first
 * round (next comes the round that keeps most cells in the pattern); the chain whose early
 * rounds follow best wins (the breaks of the pattern come as late as they can), then the
 * one with most cells in the pattern, then the smallest resulting grid. NS pair t sits at
 * table t; EW pairs are T + 1, T + 2, ... in first-round order; sets are lettered by their
 * place in the first round: a set absent from it (on a relay, or displaced) is placed where
 * the first later round holding it says it would have been, and a roving set (one that
 * does not travel with the others, as the Worger's X) comes last. Stands are carried along.
 * Tables I, IIa, IIb, IIIb, IV, IVa and V of the movements article are in standard form by
 * this definition; the standard form of the dual of a rover is the Worger as built by the
 * library (X at table n in round 1).
 * @param[out] out Receives the standard form; NULL on failure.
 * @param m The movement (pairs event, stationary NS pairs, every table playing).
 * @return #BM_OK, #BM_EINVAL, #BM_ENOTSTATIONARY, #BM_EUNSUPPORTED (not a pairs event, a
 *         table that never plays, phantoms that leave during the session), #BM_ENOMEM.
 * @post The caller owns @p *out.
 * @since 1.0
 */
enum bm_status bm_movement_standard_form(struct bm_movement **out, const struct bm_movement *m);

/**
 * @brief Whether a movement is in standard form: its standard form has the same grid.
 * @param[out] out Receives 1 or 0 (0 on failure).
 * @param m The movement.
 * @return As bm_movement_standard_form().
 * @since 1.0
 */
enum bm_status bm_movement_is_standard(int32_t *out, const struct bm_movement *m);

/**
 * @brief Whether two movements are the same up to a permutation of rounds, a permutation of
 *        tables, a relettering of sets and a renumbering of participants (the grid only:
 *        names, stands, set sizes and switches are not compared; copies are).
 *
 * Exact: relabelling-invariant colours of cells, rounds and tables must agree (this rejects
 * most inequivalent pairs at once), then a backtracking search maps rounds and tables
 * alternately, each choice propagating through the labels it binds. A 60-table Mitchell
 * against a relabelled copy takes milliseconds. Bounded: the colours cost time and memory
 * linear in the cells (up to a logarithm); the search then examines at most 2e8 cells
 * (comparing two, or checking whether one forces a line) and gives up with #BM_ENOTFOUND
 * beyond that: a 1024 x 1024 grid against its round reversal examines about a million, a
 * 4096 x 4096 grid of idle tables about 34 million.
 * @param[out] out Receives 1 if equivalent, 0 if not (0 on failure).
 * @param a One movement.
 * @param b The other (same event kind).
 * @return #BM_OK, #BM_EINVAL, #BM_ENOTFOUND (search budget exhausted), #BM_ENOMEM.
 * @since 1.0
 */
enum bm_status bm_movement_equivalent(int32_t *out, const struct bm_movement *a,
                                      const struct bm_movement *b);

/** @} */

#ifdef __cplusplus
}
#endif

#endif
