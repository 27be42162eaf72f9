/* SPDX-License-Identifier: MIT */
/* Switch-plan options: string keys and values (FFI-friendly, like bm_spec_set), a one-line
 * text form "key=value,...", and the defaults. Numbers are plain decimal (no signs, no hex,
 * no exponents) and read without the C locale, so every value the setter accepts is printed
 * back exactly and re-parses; a key given twice in one line is refused. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "switch/switch-private.h"
#include "util/alloc.h"
#include "util/message.h"
#include "util/out.h"

#define MAX_EFFORT 1000000000000ull
#define MAX_TIME_S 1000000ull /* about eleven days */
#define TIME_DECIMALS 6       /* microseconds */

static const char *const level_names = "round, board, table or free";
static const char *const preset_names = "none, last-round, stagger, eighth or optimise";
static const char *const key_names = "level, preset, seed, effort, time";

const char *bm_preset_name(enum bm_preset preset)
{
    switch (preset) {
    case BM_PRESET_NONE: return "none";
    case BM_PRESET_LAST_ROUND: return "last-round";
    case BM_PRESET_STAGGER: return "stagger";
    case BM_PRESET_EIGHTH: return "eighth";
    case BM_PRESET_OPTIMISE: return "optimise";
    }
    return "unknown";
}

static void set_defaults(struct bm_switch_options *o)
{
    o->level = BM_LEVEL_BOARD;
    o->preset = BM_PRESET_OPTIMISE;
    o->seed = 1;
    o->effort = 0;
    o->effort_set = 0;
    o->time_us = 0;
}

BM_EXPORT enum bm_status bm_switch_options_new(struct bm_switch_options **out)
{
    BM_OUT_PARAM(out);
    *out = bm_calloc(1, sizeof **out);
    if (!*out)
        return BM_ENOMEM;
    set_defaults(*out);
    return BM_OK;
}

BM_EXPORT void bm_switch_options_free(struct bm_switch_options *opt)
{
    free(opt);
}

/* A run of n decimal digits as a number no larger than max: 1, or 0 when it is larger. */
static int digits_value(uint64_t *out, const char *v, size_t n, uint64_t max)
{
    uint64_t x = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned d = (unsigned)(v[i] - '0');
        if (x > (max - d) / 10)
            return 0;
        x = 10 * x + d;
    }
    *out = x;
    return 1;
}

static enum bm_status parse_u64(uint64_t *out, const char *key, const char *v, uint64_t max,
                                char *msg, size_t msg_size)
{
    size_t n = strspn(v, "0123456789");
    if (!n || v[n] || !digits_value(out, v, n, max))
        return bm_fail(BM_EPARSE, msg, msg_size, "%s=%s: expected a whole number 0..%llu", key,
                       v, (unsigned long long)max);
    return BM_OK;
}

/* Seconds as a decimal number with at most TIME_DECIMALS places, kept in microseconds. */
static enum bm_status parse_time(uint64_t *out, const char *v, char *msg, size_t msg_size)
{
    size_t whole = strspn(v, "0123456789"), frac = 0;
    if (v[whole] == '.')
        frac = strspn(v + whole + 1, "0123456789");
    const char *end = v + whole + (v[whole] == '.' ? 1 + frac : 0);
    uint64_t s = 0, us = 0;
    int fits = digits_value(&s, v, whole, MAX_TIME_S);
    for (size_t i = 0; i < TIME_DECIMALS; i++)
        us = 10 * us + (i < frac ? (uint64_t)(v[whole + 1 + i] - '0') : 0);
    if (*end || whole + frac == 0 || frac > TIME_DECIMALS || !fits || (s == MAX_TIME_S && us))
        return bm_fail(BM_EPARSE, msg, msg_size,
                       "time=%s: expected seconds as a decimal number from 0 (no cap) to %llu, "
                       "with at most %d decimals", v, MAX_TIME_S, TIME_DECIMALS);
    *out = s * 1000000u + us;
    return BM_OK;
}

static enum bm_status parse_level(enum bm_level *out, const char *v, char *msg, size_t msg_size)
{
    for (enum bm_level l = BM_LEVEL_ROUND; l <= BM_LEVEL_FREE; l++)
        if (strcmp(v, bm_level_name(l)) == 0) {
            *out = l;
            return BM_OK;
        }
    return bm_fail(BM_EPARSE, msg, msg_size, "level=%s: expected %s", v, level_names);
}

static enum bm_status parse_preset(enum bm_preset *out, const char *v, char *msg,
                                   size_t msg_size)
{
    for (enum bm_preset p = BM_PRESET_NONE; p <= BM_PRESET_OPTIMISE; p++)
        if (strcmp(v, bm_preset_name(p)) == 0) {
            *out = p;
            return BM_OK;
        }
    if (strcmp(v, "optimize") == 0) {
        *out = BM_PRESET_OPTIMISE;
        return BM_OK;
    }
    return bm_fail(BM_EPARSE, msg, msg_size, "preset=%s: expected %s", v, preset_names);
}

/* Bit of a key in the set of keys already given, 0 for an unknown key. */
static unsigned key_bit(const char *key)
{
    static const char *const keys[] = {"level", "preset", "seed", "effort", "time"};
    for (unsigned i = 0; i < sizeof keys / sizeof *keys; i++)
        if (strcmp(key, keys[i]) == 0)
            return 1u << i;
    return 0;
}

BM_EXPORT enum bm_status bm_switch_options_set(struct bm_switch_options *opt, const char *key,
                                               const char *value, char *msg, size_t msg_size)
{
    bm_msg_clear(msg, msg_size);
    if (!opt || !key)
        return bm_fail(BM_EINVAL, msg, msg_size, "NULL options or key");
    struct bm_switch_options d;
    set_defaults(&d);
    if (!key_bit(key))
        return bm_fail(BM_EPARSE, msg, msg_size, "unknown switch option \"%s\": expected %s",
                       key, key_names);
    if (value && !value[0])
        return bm_fail(BM_EPARSE, msg, msg_size, "%s: empty value", key);
    struct bm_switch_options o = *opt;
    enum bm_status st = BM_OK;
    if (!strcmp(key, "level"))
        st = value ? parse_level(&o.level, value, msg, msg_size) : (o.level = d.level, BM_OK);
    else if (!strcmp(key, "preset"))
        st = value ? parse_preset(&o.preset, value, msg, msg_size) : (o.preset = d.preset, BM_OK);
    else if (!strcmp(key, "seed"))
        st = value ? parse_u64(&o.seed, key, value, UINT64_MAX, msg, msg_size)
                   : (o.seed = d.seed, BM_OK);
    else if (!strcmp(key, "effort") && value && strcmp(value, "auto") != 0)
        st = parse_u64(&o.effort, key, value, MAX_EFFORT, msg, msg_size), o.effort_set = 1;
    else if (!strcmp(key, "effort"))
        o.effort = d.effort, o.effort_set = 0;
    else
        st = value ? parse_time(&o.time_us, value, msg, msg_size) : (o.time_us = 0, BM_OK);
    if (!st)
        *opt = o;
    return st;
}

/* Copy one trimmed token [b, e) into a fresh string. */
static char *token(const char *b, const char *e)
{
    while (b < e && isspace((unsigned char)*b))
        b++;
    while (e > b && isspace((unsigned char)e[-1]))
        e--;
    char *s = bm_malloc((size_t)(e - b) + 1);
    if (s) {
        memcpy(s, b, (size_t)(e - b));
        s[e - b] = '\0';
    }
    return s;
}

static enum bm_status parse_item(struct bm_switch_options *o, unsigned *given, const char *b,
                                 const char *e, char *msg, size_t msg_size)
{
    const char *eq = memchr(b, '=', (size_t)(e - b));
    if (!eq) {
        char *t = token(b, e);
        if (!t)
            return BM_ENOMEM;
        enum bm_status st = t[0] ? bm_fail(BM_EPARSE, msg, msg_size,
                                           "\"%s\": expected key=value (keys: %s)", t, key_names)
                                 : BM_OK;
        free(t);
        return st;
    }
    char *key = token(b, eq), *value = token(eq + 1, e);
    enum bm_status st = !key || !value ? BM_ENOMEM : BM_OK;
    if (!st && (*given & key_bit(key)))
        st = bm_fail(BM_EPARSE, msg, msg_size, "%s=%s: %s is given twice; give each option once",
                     key, value, key);
    if (!st)
        st = bm_switch_options_set(o, key, value, msg, msg_size);
    if (!st)
        *given |= key_bit(key);
    free(key);
    free(value);
    return st;
}

BM_EXPORT enum bm_status bm_switch_options_parse(struct bm_switch_options **out,
                                                 const char *text, char *msg, size_t msg_size)
{
    BM_OUT_PARAM_SAYING(out, msg, msg_size, "NULL out");
    if (!text)
        return bm_fail(BM_EINVAL, msg, msg_size, "NULL text");
    struct bm_switch_options *o;
    enum bm_status st = bm_switch_options_new(&o);
    if (st)
        return st;
    unsigned given = 0;
    for (const char *p = text; !st;) {
        const char *comma = strchr(p, ',');
        const char *end = comma ? comma : p + strlen(p);
        st = parse_item(o, &given, p, end, msg, msg_size);
        if (!comma)
            break;
        p = comma + 1;
    }
    if (st) {
        bm_switch_options_free(o);
        return st;
    }
    *out = o;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_switch_options_to_string(char **out,
                                                     const struct bm_switch_options *opt)
{
    BM_OUT_PARAM(out);
    if (!opt)
        return BM_EINVAL;
    struct bm_buf b;
    bm_buf_init(&b);
    bm_buf_printf(&b, "level=%s,preset=%s,seed=%llu,effort=", bm_level_name(opt->level),
                  bm_preset_name(opt->preset), (unsigned long long)opt->seed);
    if (opt->effort_set)
        bm_buf_printf(&b, "%llu", (unsigned long long)opt->effort);
    else
        bm_buf_puts(&b, "auto");
    bm_buf_printf(&b, ",time=%llu", (unsigned long long)(opt->time_us / 1000000u));
    unsigned long us = (unsigned long)(opt->time_us % 1000000u);
    if (us) { /* the decimals without trailing zeros */
        int places = TIME_DECIMALS;
        while (us % 10 == 0) {
            us /= 10;
            places--;
        }
        bm_buf_printf(&b, ".%0*lu", places, us);
    }
    return bm_buf_finish(&b, out);
}
