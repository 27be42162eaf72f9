/* SPDX-License-Identifier: MIT */
/* Teaches team matches (matches.h) and team scoring (scoring.h): an American Whist for 3
 * teams of four, 2 rounds of 4 boards (american:tables=3,boards=4; teams 1+4, 2+5, 3+6). The
 * program checks that every match is complete (both halves, NS x v EW y and NS y v EW x, on
 * the same boards), reads the session's results (examples/data/american-3.csv) and enters
 * the one result missing from it, scores the session in IMPs with victory points, works the
 * match of teams 1 and 2 out by hand (each board's two scores, the IMPs, the margin and the
 * victory points) beside the library's figures, and prints each team's totals and the report.
 * Exit 2 on any error.
 * Usage: teams-match [RESULTS.csv]   (default: examples/data/american-3.csv) */
#include <stdio.h>
#include <stdlib.h>
#include <bridgemove/bridgemove.h>

static int ok(enum bm_status st, const char *call)
{
    if (st != BM_OK)
        fprintf(stderr, "teams-match: %s: %s: %s\n", call, bm_status_str(st), bm_last_error());
    return st == BM_OK;
}

/* The whole file in a new buffer (the caller frees it), its length in *len; NULL when it
 * cannot be read. */
static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    char *text = NULL;
    long size = -1;
    if (f && fseek(f, 0, SEEK_END) == 0)
        size = ftell(f);
    if (size >= 0 && fseek(f, 0, SEEK_SET) == 0)
        text = malloc((size_t)size + 1);
    if (text && fread(text, 1, (size_t)size, f) != (size_t)size) {
        free(text);
        text = NULL;
    }
    if (f)
        fclose(f);
    if (!text)
        fprintf(stderr, "teams-match: %s: cannot read it\n", path);
    else
        *len = (size_t)size;
    return text;
}

/* Every match of the movement, through the getters: complete or not, and its boards. */
static int check_matches(const struct bm_movement *m)
{
    struct bm_matches *mt = NULL;
    uint32_t meetings = 0, incomplete = 0;
    int good = ok(bm_matches_new(&mt, m), "bm_matches_new") &&
               ok(bm_matches_count(&meetings, &incomplete, mt), "bm_matches_count");
    if (good)
        printf("%u teams, %u matches, %u incomplete\n", bm_matches_teams(mt), meetings,
               incomplete);
    for (uint32_t x = 1; good && x <= bm_matches_teams(mt); x++) {
        for (uint32_t y = x + 1; good && y <= bm_matches_teams(mt); y++) {
            int32_t met = 0, complete = 0;
            uint32_t common = 0, count = 0, first = 0, last = 0;
            good = ok(bm_matches_pair(&met, &complete, &common, mt, x, y), "bm_matches_pair") &&
                   ok(bm_matches_half_count(&count, mt, x, y), "bm_matches_half_count") &&
                   ok(bm_matches_half_board(&first, mt, x, y, 1), "bm_matches_half_board") &&
                   ok(bm_matches_half_board(&last, mt, x, y, count), "bm_matches_half_board");
            if (good && met)
                printf("teams %u and %u: %s, %u boards in common (%u-%u)\n", x, y,
                       complete ? "complete" : "INCOMPLETE", common, first, last);
        }
    }
    bm_matches_free(mt);
    return good;
}

/* A board's NS score at the table where team `ns_team` sits North-South. */
static int score_of(int32_t *score, const struct bm_movement *m,
                    const struct bm_scoring *sc, uint32_t board, uint32_t ns_team)
{
    uint32_t plays = 0;
    if (!ok(bm_scoring_plays(&plays, sc, board), "bm_scoring_plays"))
        return 0;
    for (uint32_t i = 1; i <= plays; i++) {
        uint32_t ns = 0, team = 0;
        if (!ok(bm_scoring_play(NULL, NULL, &ns, NULL, sc, board, i), "bm_scoring_play") ||
            !ok(bm_movement_team(&team, m, ns), "bm_movement_team"))
            return 0;
        if (team == ns_team)
            return ok(bm_scoring_play_points(score, NULL, NULL, NULL, sc, board, i),
                      "bm_scoring_play_points");
    }
    fprintf(stderr, "teams-match: board %u: team %u never sits North-South\n", board, ns_team);
    return 0;
}

/* The match of teams x and y by hand: on each board, x's NS score less y's NS score is x's
 * gain (y's NS score is x's EW pair's loss), turned into IMPs; the margin into victory
 * points. */
static int by_hand(const struct bm_movement *m, const struct bm_scoring *sc, uint32_t x,
                   uint32_t y)
{
    struct bm_matches *mt = NULL;
    uint32_t count = 0;
    int64_t margin = 0;
    double vp = 0;
    int good = ok(bm_matches_new(&mt, m), "bm_matches_new") &&
               ok(bm_matches_half_count(&count, mt, x, y), "bm_matches_half_count");
    printf("teams %u v %u by hand: board, team %u NS, team %u NS, IMPs to team %u\n",
           x, y, x, y, x);
    for (uint32_t i = 1; good && i <= count; i++) {
        uint32_t board = 0;
        int32_t sx = 0, sy = 0, imps = 0;
        good = ok(bm_matches_half_board(&board, mt, x, y, i), "bm_matches_half_board") &&
               score_of(&sx, m, sc, board, x) && score_of(&sy, m, sc, board, y) &&
               ok(bm_score_imps(&imps, (int64_t)sx - sy), "bm_score_imps");
        if (good)
            printf("  board %2u: %5d %5d  %+3d\n", board, sx, sy, imps);
        margin += imps;
    }
    good = good && ok(bm_score_victory_points(&vp, margin, count), "bm_score_victory_points");
    if (good)
        printf("  margin %+lld IMPs over %u boards: %.2f VP to team %u, %.2f to team %u\n",
               (long long)margin, count, vp, x, 20 - vp, y);
    bm_matches_free(mt);
    return good;
}

/* Each team's totals over its matches, and the scored session as the director reads it. */
static int totals(const struct bm_movement *m, const struct bm_scoring *sc)
{
    char *report = NULL;
    for (uint32_t t = 1; t <= bm_movement_teams(m); t++) {
        double vp = 0, imps = 0;
        uint32_t matches = 0;
        if (!ok(bm_scoring_team(&vp, &imps, &matches, sc, t), "bm_scoring_team"))
            return 0;
        printf("team %u: %u matches, %+.0f IMPs, %.2f VP\n", t, matches, imps, vp);
    }
    if (!ok(bm_scoring_report(&report, sc, BM_FORM_TEXT), "bm_scoring_report"))
        return 0;
    printf("%s", report);
    bm_free(report);
    return 1;
}

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : "examples/data/american-3.csv";
    struct bm_movement *m = NULL;
    struct bm_results *results = NULL;
    struct bm_options *opt = NULL;
    struct bm_scoring *sc = NULL;
    size_t len = 0;
    char *text = NULL;
    if (argc > 2) {
        fprintf(stderr, "usage: teams-match [RESULTS.csv]\n");
        return 2;
    }
    int good = ok(bm_build_string(&m, "american:tables=3,boards=4"), "bm_build_string") &&
               check_matches(m) && (text = slurp(path, &len)) != NULL &&
               ok(bm_results_read(&results, m, text, len), "bm_results_read");
    /* The score slip of board 4 at table 3 in round 2 came in late: 4H by West making 10,
     * both vulnerable, entered as its score to North-South. */
    good = good && ok(bm_results_set_score(results, 2, 3, 4, -620), "bm_results_set_score") &&
           ok(bm_options_parse(&opt, "score", "method=imps"), "bm_options_parse") &&
           ok(bm_scoring_new(&sc, results, opt), "bm_scoring_new") && by_hand(m, sc, 1, 2) &&
           totals(m, sc);
    bm_scoring_free(sc);
    bm_options_free(opt);
    bm_results_free(results);
    bm_movement_free(m);
    free(text);
    return good ? 0 : 2;
}
