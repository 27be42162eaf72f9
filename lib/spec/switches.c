/* SPDX-License-Identifier: MIT */
/* switch=PRESET|LEVEL in any spec: the movement is built, then the switch planner (switch.h)
 * plans its arrow switches with a fixed seed and its automatic effort (a cost model, never the
 * clock), so a spec names one movement and `bridgemove guide SPEC` shows what `suggest`
 * measured. The name says that the boards are switched; the guide says where. */
#include <stdio.h>
#include <string.h>

#include "model/model.h"
#include "spec/switches.h"
#include "util/alloc.h"

/* The switch options for a value of the key: a preset, or the optimiser at a level. */
static void switch_text(char *buf, size_t size, const char *value)
{
    static const char *const presets[] = {"last-round", "stagger", "eighth"};
    for (size_t i = 0; i < sizeof presets / sizeof *presets; i++)
        if (strcmp(value, presets[i]) == 0) {
            snprintf(buf, size, "preset=%s", value);
            return;
        }
    snprintf(buf, size, "preset=optimise,level=%s,seed=1,effort=auto,time=0", value);
}

/* Whether the plan switched any board: an optimiser may find that none helps (a Howell's
 * pairs already sit both ways), and the name must not then promise switches. */
static int any_switch(const struct bm_movement *m)
{
    for (unsigned r = 1; r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++)
            for (unsigned pos = 1; pos <= m->max_set_size; pos++)
                if (bm_switch_bit(m, r, t, pos))
                    return 1;
    return 0;
}

/* What a preset switches, in the words of the name: the rounds its rule picks (switch-presets.c)
 * for this movement, so that the name never promises another plan. The club's last-round rule
 * switches the last two rounds from 12 rounds on; the stagger switches board j of each set in
 * round R - k + j, which with one-board sets is the last round. */
static void preset_words(char *what, size_t size, const struct bm_movement *m, const char *value)
{
    unsigned R = m->rounds, k = m->max_set_size;
    if (strcmp(value, "last-round") == 0 && R >= 12)
        snprintf(what, size, "arrow switches in the last two rounds");
    else if (strcmp(value, "last-round") == 0)
        snprintf(what, size, "last-round arrow switches");
    else if (k <= 1)
        snprintf(what, size, "last-round arrow switches (the stagger of one-board sets)");
    else
        snprintf(what, size, "arrow switches staggered over rounds %u-%u (board j of a set in the "
                 "j-th)", R - k + 1, R);
}

/* ", with last-round arrow switches" and the like, after the family's name. */
static enum bm_status name_switches(struct bm_movement *m, const char *value)
{
    char what[128];
    if (!any_switch(m))
        snprintf(what, sizeof what, "no arrow switches (none helps)");
    else if (strcmp(value, "last-round") == 0 || strcmp(value, "stagger") == 0)
        preset_words(what, sizeof what, m, value);
    else if (strcmp(value, "eighth") == 0)
        snprintf(what, sizeof what, "arrow switches on about one board in eight");
    else
        snprintf(what, sizeof what, "arrow switches optimised at the %s level", value);
    char name[512];
    snprintf(name, sizeof name, "%s, with %s", m->name ? m->name : "Movement", what);
    return bm_movement_set_name(m, name);
}

static void copy_bits(struct bm_movement *m, const struct bm_movement *sw)
{
    for (unsigned r = 1; r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++)
            for (unsigned pos = 1; pos <= m->max_set_size; pos++)
                bm_switch_bit_set(m, r, t, pos, bm_switch_bit(sw, r, t, pos));
}

enum bm_status bm_apply_switches(struct bm_movement *m, const struct bm_params *p)
{
    const char *value = bm_param_str(p, "switch", NULL);
    if (!value || strcmp(value, "none") == 0 || (value[0] >= '0' && value[0] <= '9'))
        return BM_OK;
    char text[96];
    switch_text(text, sizeof text, value);
    struct bm_options *o = NULL;
    struct bm_switch_plan *plan = NULL;
    struct bm_movement *sw = NULL;
    enum bm_status st = bm_options_parse(&o, "switch", text);
    if (!st)
        st = bm_switch_plan_new(&plan, &sw, m, o);
    if (!st) {
        copy_bits(m, sw);
        st = name_switches(m, value);
    }
    bm_movement_free(sw);
    bm_switch_plan_free(plan);
    bm_options_free(o);
    return st;
}
