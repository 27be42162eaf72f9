/* SPDX-License-Identifier: MIT */
/* Scoring's options (the set `score`, options/score-keys.c) as the scorer reads them; the
 * values were checked when they were set. The method `auto` is the event's: matchpoints
 * factored by Neuberg's formula for pairs and individuals, IMPs for teams. */
#include <stdio.h>
#include <string.h>

#include "options/options.h"
#include "scoring/scoring-private.h"

const char *bm_method_name(enum bm_method m)
{
    switch (m) {
    case BM_METHOD_MP: return "mp";
    case BM_METHOD_NEUBERG: return "neuberg";
    case BM_METHOD_IMPS: return "imps";
    case BM_METHOD_BUTLER: return "butler";
    }
    return "unknown";
}

int bm_method_is_matchpoints(enum bm_method m)
{
    return m == BM_METHOD_MP || m == BM_METHOD_NEUBERG;
}

/* A text key's value into buf, "" when not given. */
static void text(char *buf, size_t n, const struct bm_options *o, const char *key)
{
    const char *v = bm_options_value(o, key);
    snprintf(buf, n, "%s", v ? v : "");
}

static unsigned number(const struct bm_options *o, const char *key)
{
    return (unsigned)bm_options_number(o, key);
}

enum bm_status bm_score_config_read(struct bm_score_config *c, const struct bm_options *o,
                                    enum bm_event event)
{
    enum bm_status st = bm_options_expect(o, &bm_options_score, "bm_scoring_new");
    struct bm_options *defaults = NULL;
    if (!st && !o)
        st = bm_options_create(&defaults, &bm_options_score);
    if (st)
        return st;
    const struct bm_options *r = o ? o : defaults;
    const char *method = bm_options_value(r, "method");
    /* auto factors pairs boards played unequally or carrying artificial scores (Neuberg), as
     * EBU and ACBL practice do; on boards played fully it gives plain matchpoints */
    c->method = event == BM_EVENT_TEAMS ? BM_METHOD_IMPS : BM_METHOD_NEUBERG;
    for (enum bm_method m = BM_METHOD_MP; m <= BM_METHOD_BUTLER; m++)
        if (strcmp(method, bm_method_name(m)) == 0)
            c->method = m;
    c->scale = number(r, "scale");
    c->average_plus = number(r, "average_plus");
    c->average = number(r, "average");
    c->average_minus = number(r, "average_minus");
    c->imps_average_plus = number(r, "imps_average_plus");
    c->butler_drop = number(r, "butler_drop");
    c->datum_rounding = number(r, "datum_rounding");
    c->across = strcmp(bm_options_value(r, "across"), "yes") == 0;
    text(c->event_name, sizeof c->event_name, r, "event_name");
    text(c->date, sizeof c->date, r, "date");
    text(c->club, sizeof c->club, r, "club");
    text(c->club_id, sizeof c->club_id, r, "club_id");
    bm_options_free(defaults);
    return BM_OK;
}
