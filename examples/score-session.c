/* SPDX-License-Identifier: MIT */
/* Teaches scoring (scoring.h): a results file in, a ranking out. The session is the 7-table
 * Mitchell of the movements article's Table I, one board a round; its results file
 * (examples/data/mitchell-7.csv) holds every play's contract, declarer and tricks. The program
 * scores one result by hand as the article does (board 1: 2D by North, 7 tricks, nobody
 * vulnerable), reads the file, enters a correction the director made after the session,
 * matchpoints every board and prints board 1's traveller (the article's score slip, top 12)
 * and the ranking of each field: a Mitchell without arrow switches has an NS and an EW winner.
 * Exit 2 on any error.
 * Usage: score-session [RESULTS.csv]   (default: examples/data/mitchell-7.csv) */
#include <stdio.h>
#include <stdlib.h>
#include <bridgemove/bridgemove.h>

static int ok(enum bm_status st, const char *call)
{
    if (st != BM_OK)
        fprintf(stderr, "score-session: %s: %s: %s\n", call, bm_status_str(st), bm_last_error());
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
        fprintf(stderr, "score-session: %s: cannot read it\n", path);
    else
        *len = (size_t)size;
    return text;
}

/* One result scored by hand: the board's vulnerability from its number, then the score. */
static int one_result(void)
{
    static const char *vul_names[] = {"", "nobody", "NS", "EW", "both"};
    static const char seats[] = " NESW";
    enum bm_vulnerability vul = BM_VULNERABLE_NONE;
    enum bm_direction dealer = BM_DIRECTION_NORTH;
    int32_t score = 0;
    if (!ok(bm_board_vulnerability(&vul, &dealer, 1), "bm_board_vulnerability") ||
        !ok(bm_score_result(&score, "2D", BM_DIRECTION_NORTH, 7, vul), "bm_score_result"))
        return 0;
    printf("board 1: dealer %c, %s vulnerable; 2D by North, 7 tricks: %d to NS\n",
           seats[dealer], vul_names[vul], score);
    return 1;
}

/* A board's traveller: every play as seated, its score and each side's matchpoints. */
static int traveller(const struct bm_scoring *sc, uint32_t board)
{
    uint32_t plays = 0;
    if (!ok(bm_scoring_plays(&plays, sc, board), "bm_scoring_plays"))
        return 0;
    printf("board %u: round table  NS  EW  score  NS mp  EW mp\n", board);
    for (uint32_t i = 1; i <= plays; i++) {
        uint32_t round = 0, table = 0, ns = 0, ew = 0;
        int32_t score = 0, scored = 0;
        double ns_mp = 0, ew_mp = 0;
        if (!ok(bm_scoring_play(&round, &table, &ns, &ew, sc, board, i), "bm_scoring_play") ||
            !ok(bm_scoring_play_points(&score, &ns_mp, &ew_mp, &scored, sc, board, i),
                "bm_scoring_play_points"))
            return 0;
        printf("         %5u %5u %3u %3u  %5d  %5.1f  %5.1f\n", round, table, ns, ew, score,
               ns_mp, ew_mp);
    }
    return 1;
}

/* Each field's ranking, first place first: place, pair, matchpoints, top, percentage. */
static int ranking(const struct bm_scoring *sc, uint32_t pairs)
{
    for (uint32_t field = 1; field <= 2; field++) {
        printf("%s field: place pair    mp  top       %%\n", field == 1 ? "NS" : "EW");
        for (uint32_t place = 1; place <= pairs; place++) {
            for (uint32_t p = 1; p <= pairs; p++) {
                uint32_t at = 0, in = 0, boards = 0;
                double mp = 0, top = 0, percent = 0;
                if (!ok(bm_scoring_rank(&at, &in, sc, p), "bm_scoring_rank") ||
                    !ok(bm_scoring_participant(&mp, &top, &percent, &boards, sc, p),
                        "bm_scoring_participant"))
                    return 0;
                if (at == place && in == field)
                    printf("          %5u %4u %5.1f %4.0f %7.2f\n", at, p, mp, top, percent);
            }
        }
    }
    return 1;
}

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : "examples/data/mitchell-7.csv";
    struct bm_movement *m = NULL;
    struct bm_results *results = NULL;
    struct bm_options *opt = NULL;
    struct bm_scoring *sc = NULL;
    size_t len = 0;
    char *text = NULL;
    if (argc > 2) {
        fprintf(stderr, "usage: score-session [RESULTS.csv]\n");
        return 2;
    }
    int good = one_result() && (text = slurp(path, &len)) != NULL &&
               ok(bm_build_string(&m, "mitchell:tables=7,boards=1"), "bm_build_string") &&
               ok(bm_results_read(&results, m, text, len), "bm_results_read");
    /* After the session the director corrects a result: at table 1 in round 7, board 7 was
     * 4S by East making 11 tricks, not 10. */
    good = good && ok(bm_results_set_contract(results, 7, 1, 7, "4S", BM_DIRECTION_EAST, 11),
                      "bm_results_set_contract");
    good = good && ok(bm_options_parse(&opt, "score", "method=mp"), "bm_options_parse") &&
           ok(bm_scoring_new(&sc, results, opt), "bm_scoring_new") && traveller(sc, 1) &&
           ranking(sc, bm_movement_participants(m));
    bm_scoring_free(sc);
    bm_options_free(opt);
    bm_results_free(results);
    bm_movement_free(m);
    free(text);
    return good ? 0 : 2;
}
