/* SPDX-License-Identifier: MIT */
/* Internal declarations shared by the Web movement files (Hill's Web movements): plan.c
 * chooses the decomposition, web.c builds the grid and the bye stands, rover.c adds the rover
 * and the party table. Never installed. */
#ifndef BM_WEB_PRIVATE_H
#define BM_WEB_PRIVATE_H

#include "model/model.h"

#include "descriptor/family.h"

#define WEB_MAX_TABLES 1000u

/* In the order of the rover key's choices. */
enum web_rover { WEB_ROVER_NONE = 0, WEB_ROVER_NS, WEB_ROVER_EW };

/* A Web movement: t = n*d + 2s regular tables. Tables 1..n*d are n Mitchell-boarded
 * subsections of size d; tables n*d+1..n*d+s the ascending subsection of size s, tables
 * n*d+s+1..t the descending one. */
struct web_plan {
    unsigned tables;      /* t: regular tables (party table not counted) */
    unsigned rounds;      /* r */
    unsigned groups;      /* d: deal groups in play, r <= d <= t */
    unsigned subsections; /* n: Mitchell-boarded subsections of size d */
    unsigned size;        /* s: size of each of the last two subsections, 0 <= s < d */
    unsigned cases;       /* cases of boards, the party table's own case included */
    int share;            /* s == 1: the two single tables share one case */
    int flow;             /* boards flow through the Mitchell and the ascending subsections */
    enum web_rover rover;
};

/* The family itself (web.c), for the planner's public call. */
extern const struct bm_family bm_family_web;

/* Read and validate the spec keys (tables rounds groups subsections share flow rover) and
 * choose what the spec leaves open. */
enum bm_status bm_web_plan_read(struct web_plan *plan, const struct bm_params *p);

/* Cases the construction needs for n subsections of size d and two of size s (no party). */
unsigned bm_web_cases_needed(unsigned n, unsigned s, int share);

/* Deal group (1..d) at regular table 1..t in round 1..r. */
unsigned bm_web_group(const struct web_plan *plan, unsigned round, unsigned table);

/* Moving pair at regular table 1..t in round r: pairs t+1..2t, up one table a round,
 * skipping one table after round d/2 when d is even. */
unsigned bm_web_ew_pair(const struct web_plan *plan, unsigned round, unsigned table);

/* Add the rover and the party table (table t+1, pairs 2t+1 = party pair, 2t+2 = rover) to a
 * movement whose regular tables are filled. */
enum bm_status bm_web_add_rover(struct bm_movement *m, const struct web_plan *plan);

#endif
