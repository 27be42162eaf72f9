/* SPDX-License-Identifier: MIT */
/* Reading a results file: JSON or CSV by its first character, the Bridgemate database's
 * ReceivedData (CSV) by its header. A file is read into new
 * results, so a bad entry leaves nothing behind. */
#include <ctype.h>
#include <string.h>

#include "scoring/scoring-private.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"

/* A section's letter: one or two capitals. */
static int is_letter(const char *s)
{
    return s[0] >= 'A' && s[0] <= 'Z' && (!s[1] || (s[1] >= 'A' && s[1] <= 'Z' && !s[2]));
}

/* Read a results file into new results; section: the rows of that section (ReceivedData). */
static enum bm_status read_results(struct bm_results **out, const struct bm_movement *m,
                                   const char *text, size_t len, const char *section)
{
    BM_OUT_PARAM(out);
    if (!text)
        return bm_fail(BM_EINVAL, "text is NULL");
    struct bm_results *r = NULL;
    enum bm_status st = bm_results_new(&r, m);
    if (st)
        return st;
    size_t i = len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0 ? 3 : 0;
    while (i < len && isspace((unsigned char)text[i]))
        i++;
    int received = i < len && text[i] != '{' && bm_results_is_receiveddata(text + i, len - i);
    if (section && !received)
        st = bm_fail(BM_EINVAL, "section %s: only a Bridgemate ReceivedData table says which "
                     "section a result belongs to (its Section column); give each section's "
                     "results in a file of their own", section);
    else if (i < len && text[i] == '{')
        st = bm_results_read_json(r, text, len);
    else if (received)
        st = bm_results_read_receiveddata(r, text, len, section);
    else
        st = bm_results_read_csv(r, text, len);
    if (st) {
        bm_results_free(r);
        if (st == BM_ENOMEM)
            bm_fail(BM_ENOMEM, "out of memory");
        return st;
    }
    *out = r;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_results_read(struct bm_results **out, const struct bm_movement *m,
                                         const char *text, size_t len)
{
    return read_results(out, m, text, len, NULL);
}

BM_EXPORT enum bm_status bm_results_read_section(struct bm_results **out,
                                                 const struct bm_movement *m,
                                                 const char *section, const char *text,
                                                 size_t len)
{
    if (out)
        *out = NULL;
    if (!section || !is_letter(section))
        return bm_fail(BM_EINVAL, "section %s%s%s: a section is one or two capital letters "
                       "(A, B, ..., AA)", section ? "\"" : "", section ? section : "NULL",
                       section ? "\"" : "");
    return read_results(out, m, text, len, section);
}
