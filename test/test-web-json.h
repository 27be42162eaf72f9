/* SPDX-License-Identifier: MIT */
/* A minimal JSON reader for the tests: enough to walk the reference files (objects, arrays,
 * numbers, strings, true/false/null). Independent of the library's own reader on purpose:
 * the Web tests compare the builder with the reference files through it. */
#ifndef TEST_WEB_JSON_H
#define TEST_WEB_JSON_H

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

enum tj_type { TJ_NULL, TJ_BOOL, TJ_NUM, TJ_STR, TJ_ARR, TJ_OBJ };

struct tj {
    enum tj_type type;
    double num;
    char *str;         /* TJ_STR */
    size_t n;          /* TJ_ARR, TJ_OBJ: number of items */
    struct tj *items;  /* values */
    char **keys;       /* TJ_OBJ */
};

static void tj_free(struct tj *v)
{
    for (size_t i = 0; i < v->n; i++) {
        tj_free(&v->items[i]);
        if (v->keys)
            free(v->keys[i]);
    }
    free(v->items);
    free(v->keys);
    free(v->str);
}

static void tj_ws(const char **p)
{
    while (isspace((unsigned char)**p))
        (*p)++;
}

static char *tj_string(const char **p)
{
    const char *s = ++*p; /* after the quote; the reference files have no escapes but \" */
    while (**p && **p != '"')
        *p += (**p == '\\' && (*p)[1]) ? 2 : 1;
    size_t len = (size_t)(*p - s);
    char *out = malloc(len + 1);
    memcpy(out, s, len);
    out[len] = '\0';
    if (**p)
        (*p)++;
    return out;
}

static int tj_parse(struct tj *v, const char **p);

static int tj_push(struct tj *v, const char **p, char *key)
{
    v->items = realloc(v->items, (v->n + 1) * sizeof *v->items);
    if (v->type == TJ_OBJ)
        v->keys = realloc(v->keys, (v->n + 1) * sizeof *v->keys), v->keys[v->n] = key;
    memset(&v->items[v->n], 0, sizeof *v->items);
    return tj_parse(&v->items[v->n++], p);
}

static int tj_parse(struct tj *v, const char **p)
{
    memset(v, 0, sizeof *v);
    tj_ws(p);
    char c = **p;
    if (c == '{' || c == '[') {
        v->type = c == '{' ? TJ_OBJ : TJ_ARR;
        (*p)++;
        tj_ws(p);
        if (**p == (c == '{' ? '}' : ']')) {
            (*p)++;
            return 1;
        }
        for (;;) {
            char *key = NULL;
            tj_ws(p);
            if (v->type == TJ_OBJ) {
                if (**p != '"')
                    return 0;
                key = tj_string(p);
                tj_ws(p);
                if (**p != ':') {
                    free(key);
                    return 0;
                }
                (*p)++;
            }
            if (!tj_push(v, p, key))
                return 0;
            tj_ws(p);
            if (**p == ',') {
                (*p)++;
                continue;
            }
            if (**p == (c == '{' ? '}' : ']')) {
                (*p)++;
                return 1;
            }
            return 0;
        }
    }
    if (c == '"') {
        v->type = TJ_STR;
        v->str = tj_string(p);
        return 1;
    }
    if (strncmp(*p, "true", 4) == 0 || strncmp(*p, "false", 5) == 0) {
        v->type = TJ_BOOL;
        v->num = c == 't';
        *p += c == 't' ? 4 : 5;
        return 1;
    }
    if (strncmp(*p, "null", 4) == 0) {
        *p += 4;
        return 1;
    }
    char *end;
    v->type = TJ_NUM;
    v->num = strtod(*p, &end);
    if (end == *p)
        return 0;
    *p = end;
    return 1;
}

/* Member of an object, or NULL. */
static const struct tj *tj_get(const struct tj *v, const char *key)
{
    if (!v || v->type != TJ_OBJ)
        return NULL;
    for (size_t i = 0; i < v->n; i++)
        if (strcmp(v->keys[i], key) == 0)
            return &v->items[i];
    return NULL;
}

/* Item of an array, or NULL. */
static const struct tj *tj_at(const struct tj *v, size_t i)
{
    return v && v->type == TJ_ARR && i < v->n ? &v->items[i] : NULL;
}

/* Integer member (def if absent). */
static unsigned tj_uint(const struct tj *v, const char *key, unsigned def)
{
    const struct tj *x = tj_get(v, key);
    return x && x->type == TJ_NUM ? (unsigned)x->num : def;
}

#endif
