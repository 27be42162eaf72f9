/* SPDX-License-Identifier: MIT */
/* The public calls of format.h: a format by name, and reading and writing a movement (or
 * several sections) in any format, each dispatched to its reader or writer. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "formats/exchange.h"
#include "model/sections.h"
#include "util/alloc.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"

static const char *const format_names[] = {"text", "json", "rounddata", "ebu"};

BM_EXPORT const char *bm_format_name(enum bm_format format)
{
    return format >= BM_FORMAT_TEXT && format <= BM_FORMAT_EBU ? format_names[format - 1]
                                                               : "unknown";
}

/* The format named name (any letter case); 0 if none. */
static enum bm_format named(const char *name)
{
    for (enum bm_format f = BM_FORMAT_TEXT; f <= BM_FORMAT_EBU; f++) {
        const char *w = format_names[f - 1];
        size_t i = 0;
        while (w[i] && tolower((unsigned char)name[i]) == w[i])
            i++;
        if (!w[i] && !name[i])
            return f;
    }
    return 0;
}

BM_EXPORT enum bm_status bm_format_from_name(enum bm_format *out, const char *name)
{
    BM_OUT_PARAM(out);
    BM_NEED(name);
    if (!(*out = named(name)))
        return bm_fail(BM_EPARSE, "unknown format '%.40s': the formats are text, json, "
                                  "rounddata and ebu", name);
    return BM_OK;
}

static int ends_with(const char *name, const char *ext)
{
    size_t n = strlen(name), e = strlen(ext);
    if (n < e)
        return 0;
    for (size_t i = 0; i < e; i++)
        if (tolower((unsigned char)name[n - e + i]) != ext[i])
            return 0;
    return 1;
}

/* The format to read: the hint's when it names one, else a file name's telling extension
 * (.json; .csv is RoundData or EBUScore), else the content's. */
static enum bm_format format_to_read(const char *hint, const char *text, size_t len)
{
    enum bm_format by_content = bm_format_detect(text, len);
    if (!hint)
        return by_content;
    if (named(hint))
        return named(hint);
    if (ends_with(hint, ".json"))
        return BM_FORMAT_JSON;
    if (ends_with(hint, ".csv"))
        return by_content == BM_FORMAT_EBU ? BM_FORMAT_EBU : BM_FORMAT_ROUNDDATA;
    return by_content;
}

/* One movement from a format that holds one. */
static enum bm_status read_one(struct bm_movement **out, enum bm_format f, const char *text,
                               size_t len, char **notes)
{
    switch (f) {
    case BM_FORMAT_JSON: return bm_json_movement_read(out, text, len);
    case BM_FORMAT_EBU: return bm_ebu_read(out, text, len, notes);
    case BM_FORMAT_TEXT:
    case BM_FORMAT_ROUNDDATA: break;
    }
    return bm_text_read(out, text, len);
}

BM_EXPORT enum bm_status bm_movement_read(struct bm_movement **out, const char *text,
                                          size_t len, const char *hint, char **notes)
{
    if (notes)
        *notes = NULL;
    BM_OUT_PARAM(out);
    BM_NEED(text);
    enum bm_format f = format_to_read(hint, text, len);
    if (f != BM_FORMAT_ROUNDDATA)
        return read_one(out, f, text, len, notes);
    struct bm_sections *s = NULL;
    enum bm_status st = bm_rounddata_read(&s, text, len, 1, notes);
    if (!st)
        st = bm_movement_copy(out, bm_sections_movement(s, 1));
    bm_sections_free(s);
    if (st && notes) {
        bm_free(*notes);
        *notes = NULL;
    }
    return st;
}

BM_EXPORT enum bm_status bm_sections_read(struct bm_sections **out, const char *text, size_t len,
                                          const char *hint, char **notes)
{
    if (notes)
        *notes = NULL;
    BM_OUT_PARAM(out);
    BM_NEED(text);
    enum bm_format f = format_to_read(hint, text, len);
    if (f == BM_FORMAT_ROUNDDATA)
        return bm_rounddata_read(out, text, len, 0, notes);
    struct bm_movement *m = NULL;
    enum bm_status st = read_one(&m, f, text, len, notes);
    if (!st)
        st = bm_sections_new(out);
    if (!st && (st = bm_sections_adopt(*out, m, "A")) == BM_OK)
        m = NULL;
    bm_movement_free(m);
    if (st) {
        bm_sections_free(*out);
        *out = NULL;
        if (notes) { /* a failure has no notes (the reader's went with what it read) */
            bm_free(*notes);
            *notes = NULL;
        }
    }
    return st;
}

/* The movement as that many sections of RoundData (A, B, ... from o->section). */
static enum bm_status write_copies(char **out, const struct bm_movement *m,
                                   const struct bm_exchange_options *o, char **notes)
{
    struct bm_sections *s = NULL;
    enum bm_status st = bm_sections_new(&s);
    for (unsigned i = 0; !st && i < o->sections; i++)
        st = bm_sections_add(s, m, i == 0 ? o->section : NULL);
    if (!st)
        st = bm_sections_write(out, s, BM_FORMAT_ROUNDDATA, NULL, notes);
    bm_sections_free(s);
    return st;
}

static enum bm_status write_one(char **out, const struct bm_movement *m, enum bm_format f,
                                const struct bm_exchange_options *o, char **notes)
{
    const char *letter = o->section;
    switch (f) {
    case BM_FORMAT_TEXT: return bm_text_write(out, m, notes);
    case BM_FORMAT_JSON: return bm_json_movement_write(out, m);
    case BM_FORMAT_EBU: return bm_ebu_write(out, m, o, notes);
    case BM_FORMAT_ROUNDDATA:
        return o->sections > 1 ? write_copies(out, m, o, notes)
                               : bm_rounddata_write(out, &m, &letter, 1, o, notes);
    }
    return bm_fail(BM_EINVAL, "bm_movement_write: %d is not a format", (int)f);
}

static enum bm_status write_start(char **notes, enum bm_format f, struct bm_exchange_options *o,
                                  const struct bm_options *opt, const char *call)
{
    if (notes)
        *notes = NULL;
    if (f < BM_FORMAT_TEXT || f > BM_FORMAT_EBU)
        return bm_fail(BM_EINVAL, "%s: %d is not a format", call, (int)f);
    enum bm_status st = bm_exchange_options_read(o, opt);
    if (!st && o->placed && f != BM_FORMAT_ROUNDDATA)
        st = bm_fail(BM_EINVAL, "section and sections are for RoundData, not %s",
                     bm_format_name(f));
    return st;
}

BM_EXPORT enum bm_status bm_movement_write(char **out, const struct bm_movement *m,
                                           enum bm_format format, const struct bm_options *opt,
                                           char **notes)
{
    BM_OUT_PARAM(out);
    BM_NEED(m);
    struct bm_exchange_options o;
    enum bm_status st = write_start(notes, format, &o, opt, __func__);
    return st ? st : write_one(out, m, format, &o, notes);
}

/* Every section as RoundData, under its letter. */
static enum bm_status write_sections(char **out, const struct bm_sections *s,
                                     const struct bm_exchange_options *o, char **notes)
{
    unsigned n = bm_sections_count(s);
    const struct bm_movement **ms = bm_calloc(n, sizeof *ms);
    const char **letters = bm_calloc(n, sizeof *letters);
    enum bm_status st = ms && letters ? BM_OK : BM_ENOMEM;
    for (unsigned i = 0; !st && i < n; i++) {
        ms[i] = bm_sections_movement(s, i + 1);
        letters[i] = bm_sections_letter(s, i + 1);
    }
    if (!st)
        st = bm_rounddata_write(out, ms, letters, n, o, notes);
    free(ms);
    free(letters);
    return st;
}

BM_EXPORT enum bm_status bm_sections_write(char **out, const struct bm_sections *s,
                                           enum bm_format format, const struct bm_options *opt,
                                           char **notes)
{
    BM_OUT_PARAM(out);
    BM_NEED(s);
    struct bm_exchange_options o;
    enum bm_status st = write_start(notes, format, &o, opt, __func__);
    unsigned n = bm_sections_count(s);
    if (st)
        return st;
    if (o.placed)
        return bm_fail(BM_EINVAL, "bm_sections_write: the sections carry their letters; leave "
                                  "out section and sections");
    if (n == 0)
        return bm_fail(BM_EINVAL, "bm_sections_write: no sections to write");
    if (format != BM_FORMAT_ROUNDDATA && n > 1)
        return bm_fail(BM_EUNSUPPORTED, "%s holds one movement; these are %u sections (RoundData "
                                        "holds several)", bm_format_name(format), n);
    if (format != BM_FORMAT_ROUNDDATA)
        return write_one(out, bm_sections_movement(s, 1), format, &o, notes);
    return write_sections(out, s, &o, notes);
}
