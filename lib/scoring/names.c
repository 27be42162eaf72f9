/* SPDX-License-Identifier: MIT */
/* Names for a scored session's reports (bm_scoring_names_read()): a CSV file of one line per
 * pair (team, player), its number and then its names, as salliere's names file has them
 * ("3,Ann Smith,Bob Jones"); a teams event's line gives the team's name first, then its
 * players. An event of several sections numbers its pairs in each section from 1, so a line
 * may start with its section's letter ("B,3,Ann Smith,Bob Jones"): then every line does, and
 * bm_scoring_names_read_section() takes the lines of one section. A first line whose first
 * field is not a number (nor a section's letter before one) is a header and is skipped. The
 * names are checked whole before any is kept, so a bad file changes nothing. */
#include <stdlib.h>
#include <string.h>

#include "model/model.h"
#include "model/sections.h"
#include "scoring/scoring-private.h"
#include "util/alloc.h"
#include "util/csv.h"
#include "util/export.h"
#include "util/markup.h"
#include "util/message.h"
#include "util/out.h"
#include "util/utf8.h"

/* The most names one line may give (a team's name and six players). */
#define BM_NAMES_MAX 7

static void free_names(char ***names, unsigned n)
{
    if (!names)
        return;
    for (unsigned k = 0; k <= n; k++) {
        for (unsigned j = 0; names[k] && names[k][j]; j++)
            free(names[k][j]);
        free(names[k]);
    }
    free(names);
}

void bm_scoring_names_free(struct bm_scoring *sc)
{
    free_names(sc->names, sc->names_n);
    sc->names = NULL;
    sc->names_n = 0;
}

const char *const *bm_scoring_names_of(const struct bm_scoring *sc, unsigned number)
{
    if (!sc->names || number == 0 || number > sc->names_n)
        return NULL;
    return (const char *const *)sc->names[number];
}

/* A name from the file: escaped for the page, made harmless for a terminal in the text. */
static void put_name(struct bm_buf *b, const char *s, int html)
{
    if (html)
        bm_buf_markup(b, s);
    else
        bm_buf_puts_printable(b, s);
}

void bm_scoring_put_names(struct bm_buf *b, const struct bm_scoring *sc, unsigned number,
                          int html)
{
    const char *const *names = bm_scoring_names_of(sc, number);
    int team = sc->event == BM_EVENT_TEAMS;
    for (unsigned k = 0; names && names[k]; k++) {
        if (k > 0)
            bm_buf_puts(b, team ? (k == 1 ? ": " : ", ") : html ? " &amp; " : " & ");
        put_name(b, names[k], html);
    }
}

/* Whether a field is a whole number (the header test). */
static int is_number(const char *s)
{
    return s[0] && strspn(s, "0123456789") == strlen(s);
}

/* One record's names, from field `first` on, into list (NULL-terminated), each checked. */
static enum bm_status take_names(char ***list, const struct bm_csv *c,
                                 const struct bm_csv_record *rec, unsigned first)
{
    char **l = bm_calloc(BM_NAMES_MAX + 1, sizeof *l);
    if (!l)
        return BM_ENOMEM;
    *list = l;
    unsigned n = 0;
    for (unsigned k = first; k < rec->n; k++) {
        const struct bm_csv_field *f = &rec->field[k];
        if (!f->text[0])
            continue; /* a name not known */
        if (!bm_utf8_valid(f->text))
            return bm_csv_error(c, rec, f, "the name is not UTF-8 text");
        if (n == BM_NAMES_MAX)
            return bm_csv_error(c, rec, f, "at most %d names a line (a team's name and six "
                                           "players)", BM_NAMES_MAX);
        if (!(l[n++] = bm_strdup(f->text)))
            return BM_ENOMEM;
    }
    if (n == 0)
        return bm_csv_error(c, rec, NULL, "number %s has no name after it",
                            rec->field[first - 1].text);
    return BM_OK;
}

/* Whether a record starts with a section's letter (one or two capitals) and then a number:
 * "B,3,Ann Smith,Bob Jones". */
static int has_section(const struct bm_csv_record *rec)
{
    return rec->n >= 2 && bm_section_letter_ok(rec->field[0].text) &&
           is_number(rec->field[1].text);
}

/* A file's lines all give their section or none do: a line that differs from the first is
 * named (a names file of several sections whose lines forget it would name pair 3 of every
 * section alike, which is what the section column is for). */
static enum bm_status check_form(int *sectioned, const struct bm_csv *c,
                                 const struct bm_csv_record *rec)
{
    int here = has_section(rec);
    if (*sectioned < 0)
        *sectioned = here;
    if (here == *sectioned)
        return BM_OK;
    return here ? bm_csv_error(c, rec, &rec->field[0], "section %s given, but the lines before "
                               "give none (every line gives its section or none does)",
                               rec->field[0].text)
                : bm_csv_error(c, rec, &rec->field[0], "no section given (a section's letter, "
                               "then the number), but the lines before give theirs");
}

/* section: the letter whose lines are taken, NULL for the lines of every section. */
static enum bm_status read_names(char ***names, unsigned n, const char *what,
                                 const char *section, const char *text, size_t len)
{
    struct bm_csv c;
    struct bm_csv_record rec;
    bm_csv_init(&c, text, len);
    int got = 0, first = 1, sectioned = -1;
    enum bm_status st;
    while ((st = bm_csv_next(&c, &rec, &got)) == BM_OK && got) {
        int header = first && !is_number(rec.field[0].text) && !has_section(&rec);
        first = 0;
        if (header)
            continue;
        if ((st = check_form(&sectioned, &c, &rec)) != BM_OK)
            return st;
        if (sectioned && section && strcmp(rec.field[0].text, section) != 0)
            continue; /* another section's pair */
        const struct bm_csv_field *f = &rec.field[sectioned ? 1 : 0];
        unsigned number = 0;
        st = bm_csv_uint(&c, &rec, f, what, 1, n, 0, &number);
        if (st)
            return st;
        if (names[number])
            return bm_csv_error(&c, &rec, f, "%s %u is named twice", what, number);
        st = take_names(&names[number], &c, &rec, sectioned ? 2 : 1);
        if (st)
            return st;
    }
    return st;
}

/* The names of the lines of `section` (NULL: of every line), checked whole before the
 * session's names are replaced. */
static enum bm_status names_read(struct bm_scoring *sc, const char *section, const char *text,
                                 size_t len)
{
    unsigned n = sc->event == BM_EVENT_TEAMS ? sc->teams : sc->participants;
    const char *what = sc->event == BM_EVENT_TEAMS ? "team" : bm_participant_word(sc->event);
    char ***names = bm_calloc((size_t)n + 1, sizeof *names);
    if (!names)
        return BM_ENOMEM;
    enum bm_status st = read_names(names, n, what, section, text, len);
    if (st) {
        free_names(names, n);
        return st;
    }
    bm_scoring_names_free(sc);
    sc->names = names;
    sc->names_n = n;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_scoring_names_read(struct bm_scoring *sc, const char *text,
                                               size_t len)
{
    BM_NEED(sc);
    BM_NEED(text);
    return names_read(sc, NULL, text, len);
}

BM_EXPORT enum bm_status bm_scoring_names_read_section(struct bm_scoring *sc,
                                                       const char *section, const char *text,
                                                       size_t len)
{
    BM_NEED(sc);
    BM_NEED(section);
    BM_NEED(text);
    if (!bm_section_letter_ok(section))
        return bm_fail(BM_EINVAL, "section \"%.8s\" is not a section's letter (one or two "
                       "capitals: A, B, ..., AA)", section);
    return names_read(sc, section, text, len);
}
