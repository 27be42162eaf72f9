/* SPDX-License-Identifier: MIT */
/* The options of scoring a session (scoring.h). */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "options/keys.h"
#include "util/message.h"

/* A name for the USEBIO file: 1 to 100 bytes, no control characters, a letter or digit
 * somewhere (UTF-8 letters count: any byte from 0x80). */
static enum bm_status check_name(const char *key, const char *value)
{
    size_t n = strlen(value);
    int word = 0;
    for (size_t i = 0; i < n; i++) {
        if ((unsigned char)value[i] < 0x20 || value[i] == 0x7f)
            return bm_fail(BM_EPARSE, "%s: a control character at byte %zu", key, i + 1);
        word |= isalnum((unsigned char)value[i]) || (unsigned char)value[i] >= 0x80;
    }
    if (n > 100)
        return bm_fail(BM_EPARSE, "%s: %zu bytes; a name has 1 to 100", key, n);
    return word ? BM_OK
                : bm_fail(BM_EPARSE, "%s \"%.16s\": a name has a letter or a digit", key,
                          value);
}

/* The event's date as USEBIO writes it: DD/MM/YYYY, a day that exists. */
static enum bm_status check_date(const char *key, const char *value)
{
    static const unsigned days[12] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    unsigned d = 0, m = 0, y = 0;
    int ok = strlen(value) == 10 && value[2] == '/' && value[5] == '/';
    for (int i = 0; ok && i < 10; i++)
        ok = i == 2 || i == 5 || isdigit((unsigned char)value[i]);
    if (ok && sscanf(value, "%2u/%2u/%4u", &d, &m, &y) == 3 && m >= 1 && m <= 12 && d >= 1 &&
        d <= days[m - 1] && y >= 1900 &&
        (m != 2 || d < 29 || (y % 4 == 0 && (y % 100 != 0 || y % 400 == 0))))
        return BM_OK;
    return bm_fail(BM_EPARSE, "%s \"%.16s\": a date is DD/MM/YYYY (such as 27/11/2026)", key,
                   value);
}

static const struct bm_key keys[] = {
    {.name = "method", .type = BM_KEY_CHOICE, .choices = "auto mp neuberg imps butler",
     .def = "auto",
     .help = "auto: neuberg for pairs and individual events (as EBU and ACBL practice), IMPs "
             "(team matches) for teams; mp: plain matchpoints; neuberg: matchpoints with "
             "Neuberg's adjustment for boards played fewer times or carrying artificial scores; imps: cross-IMPs (teams: the matches); butler: IMPs against "
             "a datum"},
    {.name = "scale", .type = BM_KEY_INTEGER, .min = 1, .max = 2, .def = "2",
     .help = "matchpoints for each pair beaten: 2 (a tie 1; the movements article's scale) or "
             "1 (a tie a half)"},
    {.name = "average_plus", .type = BM_KEY_INTEGER, .min = 0, .max = 100, .def = "60",
     .help = "average plus (A+), in percent of the board's top"},
    {.name = "average", .type = BM_KEY_INTEGER, .min = 0, .max = 100, .def = "50",
     .help = "average (A), in percent of the board's top"},
    {.name = "average_minus", .type = BM_KEY_INTEGER, .min = 0, .max = 100, .def = "40",
     .help = "average minus (A-), in percent of the board's top"},
    {.name = "imps_average_plus", .type = BM_KEY_INTEGER, .min = 0, .max = 24, .def = "3",
     .help = "IMPs for average plus in the IMP methods (average minus is its negative)"},
    {.name = "butler_drop", .type = BM_KEY_INTEGER, .min = 0, .max = 100, .def = "1",
     .help = "Butler: scores dropped at each end before the datum is taken"},
    {.name = "datum_rounding", .type = BM_KEY_INTEGER, .min = 1, .max = 1000, .def = "10",
     .help = "Butler: the datum is rounded to a multiple of this"},
    {.name = "across", .type = BM_KEY_CHOICE, .choices = "no yes", .def = "no",
     .help = "several sections on the same boards (bm_scoring_sections_new(), bridgemove "
             "score on a file of sections): yes compares every score with the same board's "
             "scores in every section (matchpoints across the field, each section ranked on "
             "them); no scores each section on its own"},
    {.name = "event_name", .type = BM_KEY_TEXT, .form = "a name (1-100 bytes)",
     .check = check_name, .def_text = "none",
     .help = "the event's name in USEBIO (EVENT_DESCRIPTION; \"Results\" when not given)"},
    {.name = "date", .type = BM_KEY_TEXT, .form = "DD/MM/YYYY", .check = check_date,
     .def_text = "none", .help = "the date of the event in USEBIO (DATE)"},
    {.name = "club", .type = BM_KEY_TEXT, .form = "a name (1-100 bytes)", .check = check_name,
     .def_text = "none", .help = "the club's name in USEBIO (CLUB_NAME)"},
    {.name = "club_id", .type = BM_KEY_TEXT, .form = "a name (1-100 bytes)",
     .check = check_name, .def_text = "none",
     .help = "the club's number with its national body in USEBIO (CLUB_ID_NUMBER; the EBU's "
             "club number)"},
    {.name = NULL},
};

const struct bm_option_set bm_options_score = {
    .name = "score",
    .description = "scoring a session: matchpoints, Neuberg, IMPs, Butler, artificial scores",
    .keys = keys,
};
