/* SPDX-License-Identifier: MIT */
/* One option mechanism (doc/conventions.md, "Options"): every option set of the library, each
 * family's spec keys and the switch, score, suggest, print, exchange and change options, is
 * read by the one parser, so the same faulty text gets the same status and the same kind of
 * message from every set. The table below is run against every set, through both entry points
 * (the one-line form, bm_options_parse, and one key at a time, bm_options_set), with a key of
 * each type the set has. */
#include "test.h"
#include "test-build.h"

#include "options/keys.h"
#include "spec/registry.h"

/* A value the key takes whatever the other keys say: the smallest number, the first word. */
static int valid_value(char *buf, size_t n, const struct bm_key *k)
{
    if (k->type == BM_KEY_INTEGER) {
        snprintf(buf, n, "%llu", (unsigned long long)k->min);
        return 1;
    }
    if (k->type == BM_KEY_CHOICE) {
        snprintf(buf, n, "%.*s", (int)strcspn(k->choices, " "), k->choices);
        return 1;
    }
    return 0; /* a text key's valid value depends on its form */
}

/* A faulty text, built from key K and its valid value V, and the answer every set gives. */
struct fault {
    const char *pattern; /* K and V are replaced; other characters are kept */
    enum bm_status status;
    const char *says;    /* in the message */
};

static const struct fault faults[] = {
    {"K=V,K=V", BM_EPARSE, "given twice"},
    {"K=V,,K=V", BM_EPARSE, "an empty item"},
    {",K=V", BM_EPARSE, "an empty item"},
    {"K=V,", BM_EPARSE, "an empty item"},
    {"K=V, ,", BM_EPARSE, "an empty item"},
    {"K", BM_EPARSE, "expected key=value"},
    {"K=V,K", BM_EPARSE, "expected key=value"},
    {"=V", BM_EPARSE, "no key before '='"},
    {"K=", BM_EPARSE, "missing value for 'K'"},
    {"nosuchkey=V", BM_EPARSE, "unknown key 'nosuchkey'"},
    {"K=V=V", BM_EPARSE, "K"},
    {"K=V\001", BM_EPARSE, "control character"},
};

/* pattern with K and V replaced. */
static void expand(char *out, size_t n, const char *pattern, const char *key, const char *value)
{
    out[0] = '\0';
    for (const char *p = pattern; *p; p++) {
        size_t len = strlen(out);
        if (*p == 'K')
            snprintf(out + len, n - len, "%s", key);
        else if (*p == 'V')
            snprintf(out + len, n - len, "%s", value);
        else
            snprintf(out + len, n - len, "%c", *p);
    }
}

/* The text refused with the status and words of the table; no handle is left. */
static void refused(const char *set, const char *text, enum bm_status status, const char *says)
{
    struct bm_options *opt = (struct bm_options *)&opt;
    test_clear_error();
    enum bm_status st = bm_options_parse(&opt, set, text);
    test_context("%s: \"%s\"", set, text);
    CHECK_EQ(st, status);
    CHECK(opt == NULL);
    if (!strstr(bm_last_error(), says))
        fprintf(stderr, "%s \"%s\": message \"%s\" lacks \"%s\"\n", set, text, bm_last_error(),
                says);
    CHECK(strstr(bm_last_error(), says) != NULL);
    bm_options_free(opt);
}

static void accepted(const char *set, const char *text)
{
    struct bm_options *opt = NULL;
    test_context("%s: \"%s\"", set, text);
    CHECK_EQ(bm_options_parse(&opt, set, text), BM_OK);
    bm_options_free(opt);
}

/* The whole table with key k of set s. */
static void faults_with_key(const struct bm_option_set *s, const struct bm_key *k)
{
    char value[64], text[256];
    if (!valid_value(value, sizeof value, k))
        return;
    expand(text, sizeof text, "K=V", k->name, value);
    accepted(s->name, text);
    expand(text, sizeof text, " K = V ", k->name, value);
    accepted(s->name, text); /* blanks round keys and values are not part of them */
    for (size_t i = 0; i < sizeof faults / sizeof *faults; i++) {
        expand(text, sizeof text, faults[i].pattern, k->name, value);
        char says[128];
        expand(says, sizeof says, faults[i].says, k->name, value);
        refused(s->name, text, faults[i].status, says);
    }
}

/* Bad values of each type: the wrong form is BM_EPARSE, a number out of bounds BM_ERANGE with
 * the bounds named. */
static void bad_values(const struct bm_option_set *s, const struct bm_key *k)
{
    char text[256], says[128];
    if (k->type == BM_KEY_INTEGER) {
        snprintf(text, sizeof text, "%s=x7", k->name);
        refused(s->name, text, BM_EPARSE, "must be a whole number");
        snprintf(text, sizeof text, "%s=-1", k->name);
        refused(s->name, text, BM_EPARSE, "must be a whole number");
        snprintf(text, sizeof text, "%s=999999999999999999999999", k->name);
        snprintf(says, sizeof says, "%s must be %llu..%llu", k->name,
                 (unsigned long long)k->min, (unsigned long long)k->max);
        refused(s->name, text, BM_ERANGE, says);
        if (k->max < UINT64_MAX) {
            snprintf(text, sizeof text, "%s=%llu", k->name, (unsigned long long)k->max + 1);
            refused(s->name, text, BM_ERANGE, says);
        }
    } else if (k->type == BM_KEY_CHOICE) {
        snprintf(text, sizeof text, "%s=zzzz", k->name);
        snprintf(says, sizeof says, "%s must be ", k->name);
        refused(s->name, text, BM_EPARSE, says);
    } else if (k->check) {
        snprintf(text, sizeof text, "%s=@@", k->name);
        refused(s->name, text, BM_EPARSE, k->name);
    }
}

/* bm_options_set answers as the parser does, one key at a time. */
static void set_one_key(const struct bm_option_set *s, const struct bm_key *k)
{
    struct bm_options *opt = NULL;
    CHECK_EQ(bm_options_new(&opt, s->name), BM_OK);
    if (!opt)
        return;
    test_context("%s: bm_options_set %s", s->name, k->name);
    CHECK_EQ(bm_options_set(opt, "nosuchkey", "1"), BM_EPARSE);
    CHECK(strstr(bm_last_error(), "unknown key 'nosuchkey'") != NULL);
    CHECK_EQ(bm_options_set(opt, k->name, ""), BM_EPARSE);
    CHECK_EQ(bm_options_set(opt, k->name, "a,b"), BM_EPARSE);
    if (k->type == BM_KEY_INTEGER)
        CHECK_EQ(bm_options_set(opt, k->name, "999999999999999999999999"), BM_ERANGE);
    char value[64];
    if (valid_value(value, sizeof value, k)) {
        CHECK_EQ(bm_options_set(opt, k->name, value), BM_OK);
        CHECK_EQ(bm_options_set(opt, k->name, value), BM_OK); /* set replaces; only a text
                                                                  gives a key twice */
    }
    bm_options_free(opt);
}

static void sweep_set(const struct bm_option_set *s)
{
    const struct bm_key *k;
    int typed[3] = {0};
    for (unsigned i = 0; (k = bm_set_key_at(s, i)) != NULL; i++) {
        if (!typed[k->type]) { /* the full table once per type of key the set has */
            faults_with_key(s, k);
            typed[k->type] = 1;
        }
        bad_values(s, k);
        set_one_key(s, k);
    }
    refused(s->name, "nosuchkey=1", BM_EPARSE, "unknown key 'nosuchkey'");
    accepted(s->name, "");
    accepted(s->name, "   ");
}

static void every_set(void)
{
    unsigned sets = 0;
    for (size_t i = 0; i < bm_registry_size(); i++, sets++)
        sweep_set(&bm_registry_at(i)->spec);
    const struct bm_option_set *s;
    for (unsigned i = 0; (s = bm_option_set_at(i)) != NULL; i++, sets++)
        sweep_set(s);
    CHECK_EQ(sets, bm_registry_size() + 7); /* switch, score, suggest, print, exchange, change,
                                               swiss */
}

/* A set named in front of the keys: "switch:level=free" read as switch options; another
 * set's name is refused. */
static void named_sets(void)
{
    accepted("switch", "switch:level=free");
    accepted("switch", "switch"); /* bm_options_to_string() of the defaults reads back */
    refused("switch", "switch:", BM_EPARSE, "nothing after ':'");
    refused(NULL, "switch:", BM_EPARSE, "nothing after ':'");
    refused("switch", "score:method=mp", BM_EPARSE, "unknown key 'score:method'");
    struct bm_options *opt = NULL;
    CHECK_EQ(bm_options_parse(&opt, NULL, "score:method=mp"), BM_OK);
    CHECK(opt && strcmp(bm_options_name(opt), "score") == 0);
    bm_options_free(opt);
    refused(NULL, "nosuch:x=1", BM_EPARSE, "unknown option set or movement family 'nosuch'");
    CHECK_EQ(bm_options_new(&opt, "nosuch"), BM_EPARSE);
    CHECK(opt == NULL);
}

/* A slip of the keyboard is answered with what was most likely meant; a word that is nothing
 * like a known one is not. */
static void did_you_mean(void)
{
    refused("mitchell", "tabels=7", BM_EPARSE, "(did you mean tables?)");
    refused("switch", "levle=free", BM_EPARSE, "(did you mean level?)");
    refused("switch", "level=frre", BM_EPARSE, "(did you mean free?)");
    refused(NULL, "mitchel:tables=7", BM_EPARSE, "(did you mean mitchell?)");
    refused(NULL, "scroe:method=mp", BM_EPARSE, "(did you mean score?)");
    refused("mitchell", "zzzzzz=7", BM_EPARSE, "accepted keys");
    CHECK(strstr(bm_last_error(), "did you mean") == NULL);
    refused(NULL, "qqqq:x=1", BM_EPARSE, "the families");
    CHECK(strstr(bm_last_error(), "did you mean") == NULL);
}

/* The handle's own calls check their arguments like every other call. */
static void handle_arguments(void)
{
    struct bm_options *opt = NULL;
    test_clear_error();
    CHECK_EQ(bm_options_parse(NULL, "switch", "level=free"), BM_EINVAL);
    CHECK(bm_last_error()[0] != '\0');
    CHECK_EQ(bm_options_parse(&opt, "switch", NULL), BM_EINVAL);
    CHECK(opt == NULL);
    CHECK_EQ(bm_options_set(NULL, "level", "free"), BM_EINVAL);
    CHECK_EQ(bm_options_new(&opt, "switch"), BM_OK);
    CHECK_EQ(bm_options_set(opt, NULL, "free"), BM_EINVAL);
    const char *value = NULL;
    CHECK_EQ(bm_options_set(opt, "level", "free"), BM_OK);
    CHECK_EQ(bm_options_get(&value, opt, "level"), BM_OK);
    CHECK(value && strcmp(value, "free") == 0);
    CHECK_EQ(bm_options_set(opt, "level", NULL), BM_OK); /* back to its default */
    CHECK_EQ(bm_options_get(&value, opt, "level"), BM_OK);
    CHECK(value && strcmp(value, "board") == 0);
    CHECK_EQ(bm_options_get(&value, opt, "nosuchkey"), BM_EPARSE); /* as bm_options_set */
    CHECK(value == NULL);
    CHECK(strstr(bm_last_error(), "unknown key 'nosuchkey' for switch") != NULL);
    bm_options_free(opt);
    bm_options_free(NULL);
}

int main(void)
{
    RUN(every_set());
    RUN(named_sets());
    RUN(did_you_mean());
    RUN(handle_arguments());
    return test_report();
}
