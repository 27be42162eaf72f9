/* SPDX-License-Identifier: MIT */
/* Every family's descriptor, swept: each key is complete (help, a default or a reason why not,
 * bounds that hold their default), every bound is enforced by bm_build with a message that
 * quotes it, the values at the bounds pass, and the catalogue (the public calls, the JSON and
 * the text) lists every registered family and key exactly as the descriptors say. */
#include "test.h"
#include "test-build.h"

#include <bridgemove/bridgemove.h>
#include "spec/registry.h"
#include "test-web-json.h"
#include "util/alloc.h"

/* A spec each family builds; the sweep replaces one key at a time. A new family needs a line. */
static const struct {
    const char *family, *base;
} bases[] = {
    {"mitchell", "tables=7"},   {"extended", "tables=7"},    {"bowman", "tables=9"},
    {"rover", "tables=8"},      {"worger", "tables=7"},      {"howell", "tables=5"},
    {"web", "tables=6,rounds=5"}, {"american", "tables=7"},  {"stagger", "tables=8"},
    {"thurner", "teams=8"},     {"circulation", ""},         {"triplicate", ""},
    {"tournant", ""},           {"individual", "players=8"},
    {"hesitation", "tables=7"}, {"appendix", "tables=11"},   {"roundrobin", "teams=6"},
};

static const char *base_of(const char *family)
{
    for (size_t i = 0; i < sizeof bases / sizeof *bases; i++)
        if (strcmp(bases[i].family, family) == 0)
            return bases[i].base;
    return NULL;
}

/* "family:base" with key=value put in place of the base's own value for key (or added);
 * value NULL leaves key out. */
static void spec_with(char *out, size_t n, const char *family, const char *key,
                      const char *value)
{
    const char *base = base_of(family);
    size_t len = (size_t)snprintf(out, n, "%s", family);
    char sep = ':';
    for (const char *p = base; p && *p;) {
        size_t w = strcspn(p, ",");
        size_t klen = strcspn(p, "=");
        if (!(klen == strlen(key) && strncmp(p, key, klen) == 0)) {
            len += (size_t)snprintf(out + len, n - len, "%c%.*s", sep, (int)w, p);
            sep = ',';
        }
        p += w + (p[w] == ',');
    }
    if (value)
        snprintf(out + len, n - len, "%c%s=%s", sep, key, value);
}

static enum bm_status build_spec(const char *spec)
{
    struct bm_movement *m = (struct bm_movement *)1;
    enum bm_status st = bm_build_string(&m, spec);
    CHECK(st ? m == NULL : m != NULL);
    bm_movement_free(st ? NULL : m);
    return st;
}

/* Whether the key's bounds let value through: the build gets past every check of this key (it
 * builds, or fails on its first allocation, or stops for another reason). A key whose bounds
 * other keys narrow may be refused for them ("... with 7 tables"). */
static int passes_bounds(const char *spec, const struct bm_key *k)
{
    char says[64];
    struct bm_options *s = NULL;
    struct bm_movement *m = NULL;
    if (bm_options_parse(&s, NULL, spec))
        return 0;
    bm_test_fail_alloc_at(1); /* validation only: the first allocation fails */
    enum bm_status st = bm_build(&m, s);
    bm_test_fail_alloc_at(0);
    const char *msg = st ? bm_last_error() : "";
    bm_movement_free(m);
    bm_options_free(s);
    snprintf(says, sizeof says, "%s must be", k->name);
    int ok = st == BM_OK || st == BM_ENOMEM || !strstr(msg, says) ||
             (k->limits && strstr(msg, " with "));
    if (!ok)
        fprintf(stderr, "  %s refused: %s\n", spec, msg);
    return ok;
}

static void expect_refused(const char *spec, enum bm_status want, const char *says)
{
    test_clear_error();
    enum bm_status st = build_spec(spec);
    const char *msg = bm_last_error();
    if (st != want || !strstr(msg, says))
        fprintf(stderr, "  %s: status %d, \"%s\" (want %d, \"%s\")\n", spec, st, msg, want, says);
    CHECK_EQ(st, want);
    CHECK(strstr(msg, says) != NULL);
}

/* ---- each key's descriptor is complete and consistent ---- */

static void check_key(const struct bm_family *f, const struct bm_key *k)
{
    CHECK(k->help && *k->help);
    /* exactly one of: required, a fixed default, a default in words */
    CHECK_EQ((k->required != 0) + (k->def != NULL) + (k->def_text != NULL), 1);
    if (k->type == BM_KEY_INTEGER) {
        CHECK(k->min <= k->max);
        if (k->def) {
            char *end;
            unsigned long d = strtoul(k->def, &end, 10);
            CHECK(*k->def && !*end && d >= k->min && d <= k->max);
        }
    } else if (k->type == BM_KEY_CHOICE) {
        CHECK(k->choices && *k->choices && !strchr(k->choices, ','));
        if (k->def) {
            char padded[256], word[64];
            snprintf(padded, sizeof padded, " %s ", k->choices);
            snprintf(word, sizeof word, " %s ", k->def);
            CHECK(strstr(padded, word) != NULL);
        }
    } else {
        CHECK(k->type == BM_KEY_TEXT && k->form && *k->form);
    }
    if (!(k->help && *k->help))
        fprintf(stderr, "  %s: key %s has no help\n", f->spec.name, k->name);
}

static void test_descriptors(void)
{
    CHECK(bm_registry_size() >= 14);
    for (size_t i = 0; i < bm_registry_size(); i++) {
        const struct bm_family *f = bm_registry_at(i);
        CHECK(f->spec.description && *f->spec.description && f->build);
        CHECK(f->event == BM_EVENT_PAIRS || f->event == BM_EVENT_TEAMS ||
              f->event == BM_EVENT_INDIVIDUAL);
        CHECK(base_of(f->spec.name) != NULL); /* the sweep below covers it */
        CHECK(bm_family_find(f->spec.name) == f);
        const struct bm_key *k;
        for (unsigned j = 0; (k = bm_set_key_at(&f->spec, j)) != NULL; j++) {
            check_key(f, k);
            CHECK(bm_set_key(&f->spec, k->name, NULL) == k); /* names are unique: found as listed */
        }
    }
    for (const struct bm_key *k = bm_common_keys; k->name; k++)
        check_key(bm_registry_at(0), k);
}

/* ---- every bound is enforced, and quoted ---- */

static void sweep_integer(const struct bm_family *f, const struct bm_key *k)
{
    char spec[256], says[256], v[32];
    if (k->min > 0) {
        snprintf(v, sizeof v, "%u", (unsigned)k->min - 1);
        spec_with(spec, sizeof spec, f->spec.name, k->name, v);
        if (k->limits) /* another key may narrow the bounds: the message says which */
            snprintf(says, sizeof says, "%s must be ", k->name);
        else
            snprintf(says, sizeof says, "%s must be %u..%u for %s; got %s", k->name,
                     (unsigned)k->min, (unsigned)k->max, f->spec.name, v);
        expect_refused(spec, BM_ERANGE, says);
    }
    snprintf(v, sizeof v, "%u", (unsigned)k->max + 1);
    spec_with(spec, sizeof spec, f->spec.name, k->name, v);
    if (k->limits)
        snprintf(says, sizeof says, "%s must be ", k->name);
    else
        snprintf(says, sizeof says, "%s must be %u..%u for %s; got %s", k->name,
                 (unsigned)k->min, (unsigned)k->max, f->spec.name, v);
    expect_refused(spec, BM_ERANGE, says);
    spec_with(spec, sizeof spec, f->spec.name, k->name, "x7");
    snprintf(says, sizeof says, "%s must be a whole number ", k->name);
    expect_refused(spec, BM_EPARSE, says);
    unsigned at[2] = {(unsigned)k->min, (unsigned)k->max};
    for (int e = 0; e < 2; e++) {
        snprintf(v, sizeof v, "%u", at[e]);
        spec_with(spec, sizeof spec, f->spec.name, k->name, v);
        CHECK(passes_bounds(spec, k));
    }
}

static void sweep_choice(const struct bm_family *f, const struct bm_key *k)
{
    char spec[256], says[256], word[64];
    spec_with(spec, sizeof spec, f->spec.name, k->name, "bogus");
    snprintf(says, sizeof says, "%s must be ", k->name);
    expect_refused(spec, BM_EPARSE, says);
    for (const char *c = k->choices; *c;) {
        size_t w = strcspn(c, " ");
        snprintf(word, sizeof word, "%.*s", (int)w, c);
        CHECK(strstr(bm_options_key_help(f->spec.name, k->name), word) != NULL ||
              (k->def && strcmp(k->def, word) == 0)); /* the help explains every choice */
        spec_with(spec, sizeof spec, f->spec.name, k->name, word);
        CHECK(passes_bounds(spec, k));
        c += w + (c[w] == ' ');
    }
}

static void sweep_family(const struct bm_family *f)
{
    char spec[256], says[512];
    if (!base_of(f->spec.name))
        return;
    spec_with(spec, sizeof spec, f->spec.name, "", NULL);
    CHECK_EQ(build_spec(spec), BM_OK); /* the base builds */
    const struct bm_key *k;
    for (unsigned j = 0; (k = bm_set_key_at(&f->spec, j)) != NULL; j++) {
        if (k->type == BM_KEY_INTEGER)
            sweep_integer(f, k);
        else if (k->type == BM_KEY_CHOICE)
            sweep_choice(f, k);
        if (k->required) {
            spec_with(spec, sizeof spec, f->spec.name, k->name, NULL);
            snprintf(says, sizeof says, "%s needs %s=N (%u..%u): %s", f->spec.name, k->name,
                     (unsigned)k->min, (unsigned)k->max, k->help);
            expect_refused(spec, BM_EUNSUPPORTED, says);
        }
    }
    /* an unknown key lists every key the family accepts, in order */
    size_t len = (size_t)snprintf(says, sizeof says,
                                  "unknown key 'nosuchkey' for %s; accepted keys:", f->spec.name);
    for (unsigned j = 0; (k = bm_set_key_at(&f->spec, j)) != NULL; j++)
        len += (size_t)snprintf(says + len, sizeof says - len, "%s %s", j ? "," : "", k->name);
    snprintf(spec, sizeof spec, "%s:nosuchkey=1", f->spec.name);
    expect_refused(spec, BM_EPARSE, says);
}

static void test_bounds(void)
{
    for (size_t i = 0; i < bm_registry_size(); i++)
        sweep_family(bm_registry_at(i));
}

/* ---- the catalogue ---- */

static void test_calls(void)
{
    unsigned n = bm_family_count();
    CHECK_EQ(n, bm_registry_size());
    CHECK(bm_family_name(0) == NULL);
    CHECK(bm_family_name(n + 1) == NULL);
    for (unsigned i = 1; i <= n; i++) {
        const struct bm_family *f = bm_registry_at(i - 1);
        CHECK_STR(bm_family_name(i), f->spec.name);
        CHECK_STR(bm_family_description(f->spec.name), f->spec.description);
        unsigned keys = bm_options_key_count(f->spec.name);
        CHECK(keys >= 2); /* boards and phantom at least */
        CHECK(bm_options_key_name(f->spec.name, 0) == NULL);
        CHECK(bm_options_key_name(f->spec.name, keys + 1) == NULL);
        for (unsigned j = 1; j <= keys; j++) {
            CHECK_STR(bm_options_key_name(f->spec.name, j), bm_set_key_at(&f->spec, j - 1)->name);
            CHECK(bm_options_key_help(f->spec.name, bm_options_key_name(f->spec.name, j)) != NULL);
        }
    }
    CHECK(bm_family_description("nosuch") == NULL && bm_family_description(NULL) == NULL);
    CHECK_EQ(bm_options_key_count("nosuch"), 0);
    CHECK_EQ(bm_options_key_count(NULL), 0);
    CHECK(bm_options_key_name(NULL, 1) == NULL);
    CHECK(bm_options_key_help("mitchell", "nosuch") == NULL);
    CHECK(bm_options_key_help("mitchell", NULL) == NULL);
    CHECK(bm_options_key_help(NULL, "tables") == NULL);
    CHECK_STR(bm_options_key_help("circulation", "boards"),
              "boards in each set: four sets circulate in each stanza"); /* its own boards */
    CHECK_EQ(bm_families_report(NULL, BM_FORM_JSON), BM_EINVAL);
    CHECK_EQ(bm_families_report(NULL, BM_FORM_TEXT), BM_EINVAL);
}

static const char *event_word(enum bm_event e)
{
    return e == BM_EVENT_TEAMS ? "teams" : e == BM_EVENT_INDIVIDUAL ? "individual" : "pairs";
}

static const char *tj_str(const struct tj *v, const char *key)
{
    const struct tj *x = tj_get(v, key);
    return x && x->type == TJ_STR ? x->str : NULL;
}

/* One key of the JSON against its descriptor. */
static void check_json_key(const struct tj *jk, const struct bm_option_set *set,
                           const struct bm_key *k)
{
    static const char *const types[] = {"integer", "choice", "text"};
    CHECK_STR(tj_str(jk, "name"), k->name);
    CHECK_STR(tj_str(jk, "type"), types[k->type]);
    CHECK_STR(tj_str(jk, "help"), k->help);
    CHECK(tj_get(jk, "required") && tj_get(jk, "required")->type == TJ_BOOL);
    CHECK_EQ(tj_get(jk, "required") ? (int)tj_get(jk, "required")->num : -1, k->required != 0);
    CHECK(tj_str(jk, "default_text") != NULL);
    const struct tj *d = tj_get(jk, "default");
    CHECK(d != NULL);
    if (!d)
        return;
    if (!k->def)
        CHECK(d->type == TJ_NULL);
    else if (k->type == BM_KEY_INTEGER)
        CHECK(d->type == TJ_NUM && (unsigned long)d->num == strtoul(k->def, NULL, 10));
    else
        CHECK(d->type == TJ_STR && strcmp(d->str, k->def) == 0);
    if (k->type == BM_KEY_INTEGER) {
        CHECK_EQ(tj_uint(jk, "min", 99999), (unsigned)k->min);
        CHECK_EQ(tj_uint(jk, "max", 99999), (unsigned)k->max);
    } else if (k->type == BM_KEY_CHOICE) {
        const struct tj *c = tj_get(jk, "choices");
        CHECK(c && c->type == TJ_ARR && c->n >= 2);
        for (size_t i = 0; c && i < c->n; i++)
            CHECK(c->items[i].type == TJ_STR && strstr(k->choices, c->items[i].str));
    } else {
        CHECK_STR(tj_str(jk, "form"), k->form);
    }
    const struct tj *common = tj_get(jk, "common");
    CHECK(common && common->type == TJ_BOOL && (int)common->num == bm_set_key_is_common(set, k));
}

static void test_json(void)
{
    char *text = NULL;
    CHECK_EQ(bm_families_report(&text, BM_FORM_JSON), BM_OK);
    struct tj doc;
    const char *p = text ? text : "";
    int parsed = tj_parse(&doc, &p);
    CHECK(parsed);
    tj_ws(&p);
    CHECK(*p == '\0'); /* nothing after the document */
    const struct tj *list = tj_get(&doc, "families");
    CHECK(list && list->type == TJ_ARR && list->n == bm_registry_size());
    for (size_t i = 0; list && i < list->n && i < bm_registry_size(); i++) {
        const struct bm_family *f = bm_registry_at(i);
        const struct tj *jf = tj_at(list, i);
        CHECK_STR(tj_str(jf, "name"), f->spec.name);
        CHECK_STR(tj_str(jf, "description"), f->spec.description);
        CHECK_STR(tj_str(jf, "event"), event_word(f->event));
        const struct tj *keys = tj_get(jf, "keys");
        CHECK(keys && keys->type == TJ_ARR && keys->n == bm_options_key_count(f->spec.name));
        for (size_t j = 0; keys && j < keys->n; j++)
            check_json_key(tj_at(keys, j), &f->spec, bm_set_key_at(&f->spec, (unsigned)j));
    }
    tj_free(&doc);
    bm_free(text);
}

static void test_text(void)
{
    char *text = NULL, line[128];
    CHECK_EQ(bm_families_report(&text, BM_FORM_TEXT), BM_OK);
    for (size_t i = 0; text && i < bm_registry_size(); i++) {
        const struct bm_family *f = bm_registry_at(i);
        snprintf(line, sizeof line, "\n%s (%s event)\n", f->spec.name, event_word(f->event));
        CHECK(i == 0 ? strncmp(text, line + 1, strlen(line + 1)) == 0 : strstr(text, line) != NULL);
    }
    CHECK(text && strstr(text, "\n  tables       3..1000; required\n"));
    CHECK(text && strstr(text, "\nEvery family also takes:\n  boards       1..256; default 1\n"));
    for (const char *l = text; l && *l; l = strchr(l, '\n') + 1) /* wrapped at 96 columns */
        CHECK(strcspn(l, "\n") <= 96);
    bm_free(text);
}

static void test_alloc_failures(void)
{
    for (int json = 0; json < 2; json++)
        for (unsigned long n = 1;; n++) {
            char *text = (char *)1;
            bm_test_fail_alloc_at(n);
            enum bm_status st = json ? bm_families_report(&text, BM_FORM_JSON) : bm_families_report(&text, BM_FORM_TEXT);
            bm_test_fail_alloc_at(0);
            if (st) {
                CHECK_EQ(st, BM_ENOMEM);
                CHECK(text == NULL);
                continue;
            }
            CHECK(text != NULL);
            bm_free(text);
            break;
        }
}

int main(void)
{
    test_descriptors();
    test_bounds();
    test_calls();
    test_json();
    test_text();
    test_alloc_failures();
    return test_report();
}
