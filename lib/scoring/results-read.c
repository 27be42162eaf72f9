/* SPDX-License-Identifier: MIT */
/* Reading a results file: JSON or CSV by its first character. A file is read into new
 * results, so a bad entry leaves nothing behind. */
#include <ctype.h>
#include <string.h>

#include "scoring/scoring-private.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"

BM_EXPORT enum bm_status bm_results_read(struct bm_results **out, const struct bm_movement *m,
                                         const char *text, size_t len, char *msg, size_t msg_size)
{
    BM_OUT_PARAM_MSG(out, msg, msg_size);
    if (!text)
        return bm_fail(BM_EINVAL, msg, msg_size, "text is NULL");
    struct bm_results *r = NULL;
    enum bm_status st = bm_results_new(&r, m, msg, msg_size);
    if (st)
        return st;
    size_t i = len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0 ? 3 : 0;
    while (i < len && isspace((unsigned char)text[i]))
        i++;
    st = i < len && text[i] == '{' ? bm_results_read_json(r, text, len, msg, msg_size)
                                   : bm_results_read_csv(r, text, len, msg, msg_size);
    if (st) {
        bm_results_free(r);
        if (st == BM_ENOMEM)
            bm_fail(BM_ENOMEM, msg, msg_size, "out of memory");
        return st;
    }
    *out = r;
    return BM_OK;
}
