/* SPDX-License-Identifier: MIT */
/* A growable string buffer with a sticky allocation-failure flag, so writers can append
 * freely and check once at the end. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/alloc.h"
#include "util/buf.h"
#include "util/utf8.h"

void bm_buf_init(struct bm_buf *b)
{
    b->data = NULL;
    b->len = b->cap = 0;
    b->failed = 0;
}

void bm_buf_free(struct bm_buf *b)
{
    free(b->data);
    bm_buf_init(b);
}

static int reserve(struct bm_buf *b, size_t extra)
{
    if (b->failed)
        return 0;
    if (b->len + extra + 1 <= b->cap)
        return 1;
    size_t cap = b->cap ? b->cap : 256;
    while (cap < b->len + extra + 1)
        cap *= 2;
    char *d = bm_realloc(b->data, cap);
    if (!d) {
        b->failed = 1;
        return 0;
    }
    b->data = d;
    b->cap = cap;
    return 1;
}

void bm_buf_add_growing(struct bm_buf *b, const char *s, size_t n)
{
    if (!reserve(b, n))
        return;
    memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = '\0';
}

void bm_buf_puts(struct bm_buf *b, const char *s)
{
    bm_buf_add(b, s, strlen(s));
}

static void add_unsigned(struct bm_buf *b, unsigned long long v)
{
    char d[24];
    size_t i = sizeof d;
    do
        d[--i] = (char)('0' + v % 10);
    while (v /= 10);
    bm_buf_add(b, d + i, sizeof d - i);
}

/* The writers' everyday formats (%s, %u, %d, %c, %%), written directly: vsnprintf costs
 * several times the copy, and the printed guide of a large movement makes millions of such
 * calls. The output is the same as vsnprintf's. Returns 0, having written part of the text,
 * at any other conversion. */
static int write_simple(struct bm_buf *b, const char *fmt, va_list ap)
{
    for (;;) {
        const char *run = fmt;
        while (*fmt && *fmt != '%')
            fmt++;
        bm_buf_add(b, run, (size_t)(fmt - run));
        if (!*fmt)
            return 1;
        switch (fmt[1]) {
        case 's': {
            const char *s = va_arg(ap, const char *);
            bm_buf_puts(b, s ? s : "(null)");
            break;
        }
        case 'u': add_unsigned(b, va_arg(ap, unsigned)); break;
        case 'd': {
            long long v = va_arg(ap, int);
            if (v < 0)
                bm_buf_add(b, "-", 1);
            add_unsigned(b, (unsigned long long)(v < 0 ? -v : v));
            break;
        }
        case 'c': {
            char c = (char)va_arg(ap, int);
            bm_buf_add(b, &c, 1);
            break;
        }
        case '%': bm_buf_add(b, "%", 1); break;
        default: return 0;
        }
        fmt += 2;
    }
}

void bm_buf_printf(struct bm_buf *b, const char *fmt, ...)
{
    char small[256];
    size_t start = b->len;
    va_list ap;
    va_start(ap, fmt);
    int done = write_simple(b, fmt, ap);
    va_end(ap);
    if (done)
        return;
    if (!b->failed) /* undo the part written, and leave the whole to vsnprintf */
        b->data[b->len = start] = '\0';
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if ((size_t)n < sizeof small) {
        bm_buf_add(b, small, (size_t)n);
        return;
    }
    if (!reserve(b, (size_t)n))
        return;
    va_start(ap, fmt);
    vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    b->len += (size_t)n;
}

void bm_buf_puts_printable(struct bm_buf *b, const char *s)
{
    const unsigned char *p = (const unsigned char *)s;
    while (*p) {
        unsigned c = *p < 0x20 || *p == 0x7f ? *p
                     : *p == 0xc2 && p[1] >= 0x80 && p[1] <= 0x9f ? p[1]
                     : 0x100;
        if (c < 0x100) {
            bm_buf_printf(b, "\\u%04X", c);
            p += c >= 0x80 ? 2 : 1;
        } else {
            bm_buf_add(b, (const char *)p, 1);
            p++;
        }
    }
}

void bm_buf_json_string(struct bm_buf *b, const char *s)
{
    const unsigned char *p = (const unsigned char *)s, *end = p + strlen(s);
    bm_buf_add(b, "\"", 1);
    while (p < end) {
        const unsigned char *run = p;
        while (p < end && *p >= 0x20 && *p < 0x80 && *p != '"' && *p != '\\')
            p++;
        bm_buf_add(b, (const char *)run, (size_t)(p - run));
        if (p >= end)
            break;
        unsigned char c = *p;
        if (c == '"' || c == '\\') {
            char esc[2] = {'\\', (char)c};
            bm_buf_add(b, esc, 2);
            p++;
        } else if (c < 0x20) {
            static const char short_form[] = "\b\f\n\r\t", letter[] = "bfnrt";
            const char *k = strchr(short_form, c);
            if (k && c)
                bm_buf_printf(b, "\\%c", letter[k - short_form]);
            else
                bm_buf_printf(b, "\\u%04x", c);
            p++;
        } else {
            size_t k = bm_utf8_sequence(p, end);
            if (k)
                bm_buf_add(b, (const char *)p, k);
            else
                bm_buf_puts(b, "\xef\xbf\xbd");
            p += k ? k : 1;
        }
    }
    bm_buf_add(b, "\"", 1);
}

enum bm_status bm_buf_finish(struct bm_buf *b, char **out)
{
    if (!b->failed && !b->data)
        reserve(b, 0);
    if (b->failed) {
        bm_buf_free(b);
        *out = NULL;
        return BM_ENOMEM;
    }
    b->data[b->len] = '\0';
    *out = b->data;
    bm_buf_init(b);
    return BM_OK;
}

void bm_buf_json_field(struct bm_buf *b, const char *name, const char *value)
{
    bm_buf_printf(b, ", \"%s\": ", name);
    if (value)
        bm_buf_json_string(b, value);
    else
        bm_buf_puts(b, "null");
}
