/* SPDX-License-Identifier: MIT */
/* A movement file's format: its extension when it has a telling one (.json; .csv is RoundData
 * or EBUScore), else its content (bm_format_detect()). */
#include <string.h>

#include "cli.h"

static int ends_with(const char *name, const char *ext)
{
    size_t n = strlen(name), e = strlen(ext);
    if (n < e)
        return 0;
    for (size_t i = 0; i < e; i++)
        if ((name[n - e + i] | 0x20) != ext[i])
            return 0;
    return 1;
}

static enum bm_format format_of(const char *name, const char *text, size_t len)
{
    enum bm_format by_content = bm_format_detect(text, len);
    if (ends_with(name, ".json"))
        return BM_FORMAT_JSON;
    if (ends_with(name, ".csv"))
        return by_content == BM_FORMAT_EBU ? BM_FORMAT_EBU : BM_FORMAT_ROUNDDATA;
    return by_content;
}

enum bm_status cli_read_movement(struct bm_movement **m, struct bm_sections **sections,
                                 const char *name, const char *text, size_t len, char *msg,
                                 size_t msg_size)
{
    switch (format_of(name, text, len)) {
    case BM_FORMAT_JSON: return bm_read_json(m, text, len, msg, msg_size);
    case BM_FORMAT_EBU: return bm_read_ebu(m, text, len, msg, msg_size);
    case BM_FORMAT_TEXT: return bm_read_text(m, text, len, msg, msg_size);
    case BM_FORMAT_ROUNDDATA: break;
    }
    struct bm_sections *s = NULL;
    enum bm_status st = bm_sections_read_rounddata(&s, text, len, msg, msg_size);
    if (!st)
        st = bm_movement_copy(m, bm_sections_movement(s, 1));
    if (!st && sections && bm_sections_count(s) > 1) {
        *sections = s;
        s = NULL;
    }
    bm_sections_free(s);
    return st;
}
