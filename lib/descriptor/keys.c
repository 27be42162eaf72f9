/* SPDX-License-Identifier: MIT */
/* The keys every family shares, and a spec's parameters as a builder reads them. */
#include <string.h>

#include "descriptor/family.h"
#include "model/model.h"
#include "options/options.h"

const struct bm_key bm_common_keys[] = {
    {.name = "boards", .type = BM_KEY_INTEGER, .min = 1, .max = BM_MAX_BOARDS_PER_SET, .def = "1",
     .help = "boards in each set (a set is one board unless told)"},
    {.name = "first_board", .type = BM_KEY_INTEGER, .min = 1, .max = 1000000, .def = "1",
     .help = "the number of the first board: 25 numbers the boards 25, 26, ... (a second "
             "session, or a section on its own boards)"},
    {.name = "phantom", .type = BM_KEY_TEXT, .form = "SEAT[@ROUND][+SEAT[@ROUND]...]",
     .def_text = "none: every pair present",
     .help = "absent pairs or players, e.g. a half table: seats such as 7ew or 3ns, or "
             "participant numbers, joined by +; @R: absent from round R on (as leaves)"},
    {.name = "late", .type = BM_KEY_TEXT, .form = "SEAT@ROUND[+SEAT@ROUND...]",
     .def_text = "none: everybody plays from round 1",
     .help = "pairs or players arriving late: late=14@3 plays from round 3 on; its opponents "
             "sit out before"},
    {.name = "leaves", .type = BM_KEY_TEXT, .form = "SEAT@ROUND[+SEAT@ROUND...]",
     .def_text = "none: everybody stays to the end",
     .help = "pairs or players leaving: leaves=13@5 is absent from round 5 on; its opponents "
             "sit out then"},
    {.name = "switch", .type = BM_KEY_CHOICE,
     .choices = "none last-round stagger eighth round board table free", .def = "none",
     .help = "arrow switches built in (some boards played with the NS pair sitting EW): "
             "none; a preset of the switch options (last-round: the club rule, stagger, "
             "eighth); or round, board, table or free: the optimiser at that level, seed 1 and "
             "its automatic effort, so a spec always builds the same plan"},
    {.name = NULL},
};

void bm_params_of(struct bm_params *p, const struct bm_family *f, const struct bm_options *o)
{
    memset(p, 0, sizeof *p);
    p->family = f;
    const struct bm_key *k;
    for (unsigned i = 0; (k = bm_set_key_at(&f->spec, i)) != NULL; i++)
        if (o->value[i]) {
            p->key[p->nkeys] = k->name;
            p->value[p->nkeys++] = o->value[i];
        }
}

const char *bm_event_word(enum bm_event event)
{
    return event == BM_EVENT_TEAMS        ? "teams"
           : event == BM_EVENT_INDIVIDUAL ? "individual"
                                          : "pairs";
}
