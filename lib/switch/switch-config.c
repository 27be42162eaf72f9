/* SPDX-License-Identifier: MIT */
/* A plan's options (the set `switch`, options/switch-keys.c) as the planner reads them; the
 * values were checked when they were set. */
#include <string.h>

#include "options/options.h"
#include "switch/switch-private.h"

const char *bm_preset_name(enum bm_preset preset)
{
    switch (preset) {
    case BM_PRESET_NONE: return "none";
    case BM_PRESET_LAST_ROUND: return "last-round";
    case BM_PRESET_STAGGER: return "stagger";
    case BM_PRESET_EIGHTH: return "eighth";
    case BM_PRESET_OPTIMISE: return "optimise";
    }
    return "unknown";
}

/* Seconds with at most six decimals (checked by the key) in microseconds. */
static uint64_t microseconds(const char *v)
{
    uint64_t s = 0, us = 0;
    for (; *v >= '0' && *v <= '9'; v++)
        s = 10 * s + (uint64_t)(*v - '0');
    if (*v == '.')
        v++;
    for (int i = 0; i < 6; i++)
        us = 10 * us + (*v >= '0' && *v <= '9' ? (uint64_t)(*v++ - '0') : 0);
    return s * 1000000u + us;
}

enum bm_status bm_switch_config_read(struct bm_switch_config *c, const struct bm_options *o)
{
    enum bm_status st = bm_options_expect(o, &bm_options_switch, "bm_switch_plan_new");
    if (st)
        return st;
    struct bm_options *defaults = NULL;
    if (!o && (st = bm_options_create(&defaults, &bm_options_switch)))
        return st;
    const struct bm_options *r = o ? o : defaults;
    const char *level = bm_options_value(r, "level"), *preset = bm_options_value(r, "preset");
    memset(c, 0, sizeof *c);
    for (enum bm_level l = BM_LEVEL_ROUND; l <= BM_LEVEL_FREE; l++)
        if (strcmp(level, bm_level_name(l)) == 0)
            c->level = l;
    for (enum bm_preset p = BM_PRESET_NONE; p <= BM_PRESET_OPTIMISE; p++)
        if (strcmp(preset, bm_preset_name(p)) == 0)
            c->preset = p;
    c->seed = bm_options_number(r, "seed");
    c->effort = bm_options_number(r, "effort");
    c->effort_set = c->effort != UINT64_MAX;
    if (!c->effort_set)
        c->effort = 0;
    uint64_t trials = bm_options_number(r, "trials"); /* UINT64_MAX: auto, the chain chooses */
    c->trials = trials == UINT64_MAX ? 0 : (unsigned)trials;
    c->time_us = microseconds(bm_options_value(r, "time"));
    bm_options_free(defaults);
    return BM_OK;
}
