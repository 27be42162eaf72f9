/* SPDX-License-Identifier: MIT */
/* Scoring options: string keys and values (FFI-friendly, like bm_spec_set), the one-line text
 * form "key=value,...", and the defaults. Every key but the method is a whole number within
 * bounds written once, in the table below. */
#include <ctype.h>
#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "scoring/scoring-private.h"
#include "util/alloc.h"
#include "util/buf.h"
#include "util/export.h"
#include "util/kv.h"
#include "util/message.h"
#include "util/out.h"

static const char *const key_list = "method, scale, average_plus, average, average_minus, "
                                    "imps_average_plus, butler_drop, datum_rounding";
static const char *const method_list = "mp, neuberg, imps or butler";

/* The whole-number keys and their bounds. */
static const struct number_key {
    const char *name;
    size_t offset;
    unsigned lo, hi;
} number_keys[] = {
    {"scale", offsetof(struct bm_score_options, scale), 1, 2},
    {"average_plus", offsetof(struct bm_score_options, average_plus), 0, 100},
    {"average", offsetof(struct bm_score_options, average), 0, 100},
    {"average_minus", offsetof(struct bm_score_options, average_minus), 0, 100},
    {"imps_average_plus", offsetof(struct bm_score_options, imps_average_plus), 0, 24},
    {"butler_drop", offsetof(struct bm_score_options, butler_drop), 0, 100},
    {"datum_rounding", offsetof(struct bm_score_options, datum_rounding), 1, 1000},
};
#define NUMBER_KEYS (sizeof number_keys / sizeof number_keys[0])

static unsigned *number_at(struct bm_score_options *o, const struct number_key *k)
{
    return (unsigned *)((char *)o + k->offset);
}

static unsigned number_of(const struct bm_score_options *o, const struct number_key *k)
{
    return *(const unsigned *)((const char *)o + k->offset);
}

void bm_score_options_defaults(struct bm_score_options *opt)
{
    opt->method = BM_METHOD_MP;
    opt->scale = 2;
    opt->average_plus = 60;
    opt->average = 50;
    opt->average_minus = 40;
    opt->imps_average_plus = 3;
    opt->butler_drop = 1;
    opt->datum_rounding = 10;
}

const char *bm_method_name(enum bm_method m)
{
    switch (m) {
    case BM_METHOD_MP: return "mp";
    case BM_METHOD_NEUBERG: return "neuberg";
    case BM_METHOD_IMPS: return "imps";
    case BM_METHOD_BUTLER: return "butler";
    }
    return "unknown";
}

int bm_method_is_matchpoints(enum bm_method m)
{
    return m == BM_METHOD_MP || m == BM_METHOD_NEUBERG;
}

BM_EXPORT enum bm_status bm_score_options_new(struct bm_score_options **out)
{
    BM_OUT_PARAM(out);
    *out = bm_malloc(sizeof **out);
    if (!*out)
        return BM_ENOMEM;
    bm_score_options_defaults(*out);
    return BM_OK;
}

BM_EXPORT void bm_score_options_free(struct bm_score_options *opt)
{
    free(opt);
}

static enum bm_status set_method(struct bm_score_options *o, const char *value, char *msg,
                                 size_t msg_size)
{
    for (enum bm_method m = BM_METHOD_MP; m <= BM_METHOD_BUTLER; m++)
        if (strcmp(value, bm_method_name(m)) == 0) {
            o->method = m;
            return BM_OK;
        }
    return bm_fail(BM_EINVAL, msg, msg_size, "method=%.40s: expected %s", value, method_list);
}

static enum bm_status set_number(struct bm_score_options *o, const struct number_key *k,
                                 const char *value, char *msg, size_t msg_size)
{
    char *end;
    errno = 0;
    unsigned long x = strtoul(value, &end, 10);
    if (!isdigit((unsigned char)value[0]) || *end || errno || x < k->lo || x > k->hi)
        return bm_fail(BM_EINVAL, msg, msg_size, "%s=%.40s: expected a whole number %u..%u",
                       k->name, value, k->lo, k->hi);
    *number_at(o, k) = (unsigned)x;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_score_options_set(struct bm_score_options *opt, const char *key,
                                              const char *value, char *msg, size_t msg_size)
{
    bm_msg_clear(msg, msg_size);
    if (!opt || !key || !value)
        return bm_fail(BM_EINVAL, msg, msg_size, "NULL options, key or value");
    if (strcmp(key, "method") == 0)
        return set_method(opt, value, msg, msg_size);
    for (size_t i = 0; i < NUMBER_KEYS; i++)
        if (strcmp(key, number_keys[i].name) == 0)
            return set_number(opt, &number_keys[i], value, msg, msg_size);
    return bm_fail(BM_EINVAL, msg, msg_size, "unknown scoring option \"%.40s\": expected %s", key,
                   key_list);
}

static enum bm_status set_item(void *options, const char *key, const char *value, char *msg,
                               size_t msg_size)
{
    return bm_score_options_set(options, key, value, msg, msg_size);
}

BM_EXPORT enum bm_status bm_score_options_parse(struct bm_score_options **out, const char *text,
                                                char *msg, size_t msg_size)
{
    BM_OUT_PARAM_MSG(out, msg, msg_size);
    if (!text)
        return bm_fail(BM_EINVAL, msg, msg_size, "NULL text");
    struct bm_score_options *o;
    enum bm_status st = bm_score_options_new(&o);
    if (!st)
        st = bm_kv_parse(text, key_list, set_item, o, msg, msg_size);
    if (st == BM_EPARSE)
        st = BM_EINVAL; /* an option that is not key=value is a bad argument, as a bad value */
    if (st) {
        bm_score_options_free(o);
        if (st == BM_ENOMEM)
            bm_fail(st, msg, msg_size, "out of memory");
        return st;
    }
    *out = o;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_score_options_to_string(char **out, const struct bm_score_options *opt)
{
    BM_OUT_PARAM(out);
    if (!opt)
        return BM_EINVAL;
    struct bm_buf b;
    bm_buf_init(&b);
    bm_buf_printf(&b, "method=%s", bm_method_name(opt->method));
    for (size_t i = 0; i < NUMBER_KEYS; i++)
        bm_buf_printf(&b, ",%s=%u", number_keys[i].name, number_of(opt, &number_keys[i]));
    return bm_buf_finish(&b, out);
}
