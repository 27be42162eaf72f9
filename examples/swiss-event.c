/* SPDX-License-Identifier: MIT */
/* Teaches Swiss events (swiss.h): a Swiss teams of 7 teams, 4 rounds of 6 boards. Round 1 is
 * seeded; after each round the program enters the results (teams' strengths make up the IMPs:
 * the stronger wins by their difference, a made-up rule so that the output is the same on
 * every run), prints the round's draw and makes the next one from the standings. Round 3's
 * results come as a results file, as a scorer would get them. It ends with the standings,
 * each team's line read through bm_swiss_standing(), and checks that the event file reads
 * back to the same event. Exit 2 on any error.
 * Usage: swiss-event */
#include <stdio.h>
#include <string.h>
#include <bridgemove/bridgemove.h>

static int ok(enum bm_status st, const char *call)
{
    if (st != BM_OK)
        fprintf(stderr, "swiss-event: %s: %s: %s\n", call, bm_status_str(st), bm_last_error());
    return st == BM_OK;
}

/* Team t's strength, 1 the strongest. */
static int imps_of(uint32_t t)
{
    return 10 * (8 - (int)t);
}

static int print_report(const struct bm_swiss *sw, int standings)
{
    char *text = NULL;
    if (!ok(standings ? bm_swiss_standings_report(&text, sw, BM_FORM_TEXT)
                      : bm_swiss_report(&text, sw, BM_FORM_TEXT),
            "report"))
        return 0;
    fputs(text, stdout);
    bm_free(text);
    return 1;
}

/* Every match of the current round scored by the made-up rule, one call a match. */
static int enter_results(struct bm_swiss *sw)
{
    uint32_t round = bm_swiss_rounds(sw), home = 0, away = 0;
    for (uint32_t table = 1; table <= 3; table++) {
        if (!ok(bm_swiss_match(&home, &away, sw, round, table), "bm_swiss_match"))
            return 0;
        int h = imps_of(home), a = imps_of(away);
        if (!ok(bm_swiss_set_result(sw, table, h > a ? h - a : 0, a > h ? a - h : 0),
                "bm_swiss_set_result"))
            return 0;
    }
    return 1;
}

/* The same results as a results file, as a scoring program would hand them over. */
static int read_results(struct bm_swiss *sw)
{
    char text[512];
    size_t n = (size_t)snprintf(text, sizeof text,
                                "{\"format\": \"bridgemove-swiss-results/1\", \"matches\": [");
    uint32_t round = bm_swiss_rounds(sw), home = 0, away = 0;
    for (uint32_t table = 1; table <= 3; table++) {
        if (!ok(bm_swiss_match(&home, &away, sw, round, table), "bm_swiss_match"))
            return 0;
        int h = imps_of(home), a = imps_of(away);
        n += (size_t)snprintf(text + n, sizeof text - n, "%s{\"table\": %u, \"imps\": [%d, %d]}",
                              table > 1 ? ", " : "", table, h > a ? h - a : 0,
                              a > h ? a - h : 0);
    }
    snprintf(text + n, sizeof text - n, "]}");
    return ok(bm_swiss_results_read(sw, text, strlen(text)), "bm_swiss_results_read");
}

static int round_trip(const struct bm_swiss *sw)
{
    char *file = NULL, *again = NULL;
    struct bm_swiss *copy = NULL;
    int same = ok(bm_swiss_report(&file, sw, BM_FORM_JSON), "bm_swiss_report") &&
               ok(bm_swiss_read(&copy, file, strlen(file)), "bm_swiss_read") &&
               ok(bm_swiss_report(&again, copy, BM_FORM_JSON), "bm_swiss_report") &&
               strcmp(file, again) == 0;
    printf("the event file reads back to the same event: %s\n", same ? "yes" : "NO");
    bm_free(file);
    bm_free(again);
    bm_swiss_free(copy);
    return same;
}

int main(void)
{
    struct bm_swiss *sw = NULL;
    if (!ok(bm_swiss_new(&sw, BM_EVENT_TEAMS, 7, 4, 6, 0), "bm_swiss_new"))
        return 2;
    int good = 1;
    for (uint32_t round = 1; good && round <= 4; round++) {
        uint32_t bye = 0;
        good = print_report(sw, 0) && ok(bm_swiss_bye(&bye, sw, round), "bm_swiss_bye") &&
               (round == 3 ? read_results(sw) : enter_results(sw));
        if (good && round < 4)
            good = ok(bm_swiss_next(sw), "bm_swiss_next");
    }
    good = good && print_report(sw, 1);
    for (uint32_t team = 1; good && team <= 7; team++) {
        uint32_t place = 0;
        double vp = 0, imps = 0;
        good = ok(bm_swiss_standing(&place, &vp, &imps, sw, team), "bm_swiss_standing");
        if (good)
            printf("team %u: place %u, %.2f VP, %+.0f IMPs\n", team, place, vp, imps);
    }
    good = good && round_trip(sw);
    bm_swiss_free(sw);
    return good ? 0 : 2;
}
