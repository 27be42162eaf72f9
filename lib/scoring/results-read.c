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

BM_EXPORT enum bm_status bm_results_read(struct bm_results **out, const struct bm_movement *m,
                                         const char *text, size_t len)
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
    if (i < len && text[i] == '{')
        st = bm_results_read_json(r, text, len);
    else if (bm_results_is_receiveddata(text + i, len - i))
        st = bm_results_read_receiveddata(r, text, len);
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
