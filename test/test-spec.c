/* Spec strings and the spec object: syntax, canonical form, key checks, messages. */
#include "test.h"
#include "test-build.h"

#include <bridgemove/bridgemove.h>
#include "model/model.h"
#include "util/alloc.h"

static void parse_ok(void)
{
    struct bm_options *s = NULL;
    char *text = NULL;
    const char *v = NULL;
    CHECK_EQ(bm_options_parse(&s, NULL, " Mitchell : boards=3 , tables = 8,variant=relay "), BM_OK);
    CHECK_STR(bm_options_name(s), "mitchell");
    CHECK_EQ(bm_options_get(&v, s, "tables"), BM_OK);
    CHECK_STR(v, "8");
    CHECK_EQ(bm_options_get(&v, s, "rounds"), BM_ENOTFOUND);
    CHECK(v == NULL);
    CHECK_EQ(bm_options_to_string(&text, s), BM_OK);
    CHECK_STR(text, "mitchell:tables=8,variant=relay,boards=3"); /* the family's key order */
    bm_free(text);
    CHECK_EQ(bm_options_set(s, "boards", NULL), BM_OK); /* back to the default */
    CHECK_EQ(bm_options_set(s, "rounds", "6"), BM_OK);
    CHECK_EQ(bm_options_set(s, "rounds", "5"), BM_OK); /* replaces */
    CHECK_EQ(bm_options_to_string(&text, s), BM_OK);
    CHECK_STR(text, "mitchell:tables=8,rounds=5,variant=relay");
    bm_free(text);
    struct bm_movement *m = NULL;
    CHECK_EQ(bm_build(&m, s), BM_OK);
    CHECK_EQ(bm_movement_rounds(m), 5);
    CHECK_STR(bm_movement_spec(m), "mitchell:tables=8,rounds=5,variant=relay");
    bm_movement_free(m);
    bm_options_free(s);
    CHECK_EQ(bm_options_new(&s, "mitchell"), BM_OK);
    CHECK_EQ(bm_options_to_string(&text, s), BM_OK);
    CHECK_STR(text, "mitchell");
    bm_free(text);
    bm_options_free(s);
}

struct bad {
    const char *text;
    enum bm_status status;
    const char *says;
};

static const struct bad bad_specs[] = {
    {"", BM_EPARSE, "column 1"},
    {"   ", BM_EPARSE, "column 1"},
    {":tables=7", BM_EPARSE, "column 1"},
    {"mitch ell:tables=7", BM_EPARSE, "column 1"},
    {"nosuch:tables=7", BM_EPARSE, "column 1: unknown movement family 'nosuch'; the known families: mitchell"},
    {"mitchell:", BM_EPARSE, "column 10"},
    {"mitchell:tables", BM_EPARSE, "key=value"},
    {"mitchell:tables=", BM_EPARSE, "missing"},
    {"mitchell:=7", BM_EPARSE, "key"},
    {"mitchell:tables=7,", BM_EPARSE, "column 19"},
    {"mitchell:tables=7,,rounds=3", BM_EPARSE, "column 19"},
    {"mitchell:tables=7,tables=9", BM_EPARSE, "given twice"},
    {"mitchell:tabels=7", BM_EPARSE,
     "column 10: unknown key 'tabels' for mitchell (did you mean tables?); accepted keys: tables, "
     "rounds, variant, boards, "
     "first_board, phantom, late, leaves"},
    {"mitchell:tables=7,colour=red", BM_EPARSE, "unknown key 'colour'"},
    {"mitchell:ta bles=7", BM_EPARSE, "unknown key 'ta bles'"},
    {"mitchell:tables=7:rounds=3", BM_EPARSE, "whole number"},
    {"mitchell:tables=-7", BM_EPARSE, "whole number"},
    {"mitchell:tables=7x", BM_EPARSE, "whole number"},
    {"mitchell:tables=99999999999999999999", BM_ERANGE,
     "column 10: tables must be 3..1000 for mitchell; got 99999999999999999999"},
    {"mitchell:tables=0x10", BM_EPARSE, "tables must be a whole number 3..1000 for mitchell"},
    {"mitchell:tables=+7", BM_EPARSE, "whole number"},
    {"mitchell:tables= 7 ,rounds=1x", BM_EPARSE, "rounds must be a whole number"},
    {"mitchell:tables=7,rounds=0", BM_ERANGE, "rounds must be 1..7 for mitchell with 7 tables; got 0"},
    {"mitchell:tables=7,boards=many", BM_EPARSE,
     "boards must be a whole number 1..256 for mitchell; got many"},
    {"mitchell:tables=7,phantom=99", BM_EPARSE, "phantom=99"},
    {"mitchell:tables=1001", BM_ERANGE, "tables must be 3..1000 for mitchell; got 1001"},
    {"mitchell:tables=7,rounds=9", BM_ERANGE,
     "rounds must be 1..7 for mitchell with 7 tables; got 9"},
    {"switch:level=free", BM_EPARSE, "column 1: switch is an option set, not a movement family"},
};

static void parse_bad(void)
{
    for (size_t i = 0; i < sizeof bad_specs / sizeof *bad_specs; i++) {
        struct bm_movement *m = (struct bm_movement *)1;
        enum bm_status st = bm_build_string(&m, bad_specs[i].text);
        if (st != bad_specs[i].status || !strstr(bm_last_error(), bad_specs[i].says))
            fprintf(stderr, "spec \"%s\": status %d, message \"%s\"\n", bad_specs[i].text, st, bm_last_error());
        CHECK_EQ(st, bad_specs[i].status);
        CHECK(strstr(bm_last_error(), bad_specs[i].says) != NULL);
        CHECK(m == NULL);
    }
}

static void misuse(void)
{
    struct bm_options *s = (struct bm_options *)1;
    const char *v;
    char *text;
    struct bm_movement *m;
    CHECK_EQ(bm_options_parse(NULL, NULL, "mitchell"), BM_EINVAL);
    CHECK_EQ(bm_options_parse(&s, NULL, NULL), BM_EINVAL);
    CHECK(s == NULL);
    CHECK_EQ(bm_options_new(&s, NULL), BM_EINVAL);
    CHECK_EQ(bm_options_new(NULL, "mitchell"), BM_EINVAL);
    CHECK_EQ(bm_options_set(NULL, "tables", "7"), BM_EINVAL);
    CHECK_EQ(bm_options_get(&v, NULL, "tables"), BM_EINVAL);
    CHECK_EQ(bm_options_get(NULL, NULL, "tables"), BM_EINVAL);
    CHECK(bm_options_name(NULL) == NULL);
    CHECK_EQ(bm_options_to_string(&text, NULL), BM_EINVAL);
    CHECK_EQ(bm_options_to_string(NULL, NULL), BM_EINVAL);
    CHECK_EQ(bm_build(&m, NULL), BM_EINVAL);
    CHECK_EQ(bm_build(NULL, NULL), BM_EINVAL);
    CHECK_EQ(bm_build_string(&m, NULL), BM_EINVAL);
    bm_options_free(NULL);
    CHECK_EQ(bm_options_new(&s, "mitchell"), BM_OK);
    CHECK_EQ(bm_options_set(s, NULL, "1"), BM_EINVAL);
    CHECK_EQ(bm_options_set(s, "tables", ""), BM_EPARSE);
    CHECK_EQ(bm_options_get(&v, s, NULL), BM_EINVAL);
    bm_options_free(s);
}

static void alloc_failures(void)
{
    for (unsigned long n = 1; n < 1000; n++) {
        struct bm_movement *m = NULL;
        char *text = NULL;
        struct bm_options *s = NULL;
        bm_test_fail_alloc_at(n);
        enum bm_status st = bm_options_parse(&s, NULL, "mitchell:tables=8,rounds=6,phantom=3ns");
        if (!st)
            st = bm_options_to_string(&text, s);
        if (!st)
            st = bm_build(&m, s);
        bm_test_fail_alloc_at(0);
        if (st) {
            CHECK_EQ(st, BM_ENOMEM);
            CHECK(m == NULL);
        }
        bm_free(text);
        bm_movement_free(m);
        bm_options_free(s);
        if (!st)
            break;
    }
}

/* The spec's text form after set_all, or NULL. */
static char *spec_text(struct bm_options *spec)
{
    char *text = NULL;
    CHECK_EQ(bm_options_to_string(&text, spec), BM_OK);
    return text;
}

/* The setter and the parser accept the same values: a value the setter takes comes back
 * unchanged through the text form, and one it refuses could not (a ',' would start another
 * key, blanks at its ends are trimmed, a 256th character is cut). */
static void setter_agrees_with_parser(void)
{
    struct bm_options *spec = NULL, *again = NULL;
    char long_value[300];
    CHECK_EQ(bm_options_new(&spec, "american"), BM_OK);
    CHECK_EQ(bm_options_set(spec, "tables", "7,boards=3"), BM_EPARSE);
    CHECK(strstr(bm_last_error(), "contains ','") != NULL);
    CHECK_EQ(bm_options_set(spec, "tables", " 7"), BM_EPARSE);
    CHECK(strstr(bm_last_error(), "blank") != NULL);
    memset(long_value, '1', 256);
    long_value[256] = '\0';
    CHECK_EQ(bm_options_set(spec, "stanzas", long_value), BM_EPARSE);
    CHECK(strstr(bm_last_error(), "is 256 characters long; at most 255") != NULL);
    long_value[255] = '\0';
    CHECK_EQ(bm_options_set(spec, "stanzas", long_value), BM_OK);
    CHECK_EQ(bm_options_set(spec, "tables", "007"), BM_OK);
    CHECK_EQ(bm_options_set(spec, "phantom", "3ns@2"), BM_OK);
    char *text = spec_text(spec);
    CHECK(text && strncmp(text, "american:tables=7,stanzas=111", 29) == 0);
    CHECK_EQ(bm_options_parse(&again, NULL, text), BM_OK);
    char *back = again ? spec_text(again) : NULL;
    CHECK_STR(back, text);
    bm_free(back);
    bm_free(text);
    bm_options_free(again);
    /* a value of 256 characters in a spec string: the message says so */
    char parsed[300 + 32];
    long_value[255] = '1';
    snprintf(parsed, sizeof parsed, "american:stanzas=%s", long_value);
    CHECK_EQ(bm_options_parse(&again, NULL, parsed), BM_EPARSE);
    CHECK(strstr(bm_last_error(), "column 10: the value of 'stanzas' is longer than 255 characters") != NULL);
    CHECK(again == NULL);
    bm_options_free(spec);
}

/* Canonical specs drop leading zeros: "tables=007" builds and records tables=7. */
static void canonical_numbers(void)
{
    struct bm_movement *m = build("mitchell:tables=007,boards=0003");
    CHECK_STR(m ? bm_movement_spec(m) : NULL, "mitchell:tables=7,boards=3");
    bm_movement_free(m);
    m = build("mitchell:tables=0000000000000000000000000000007");
    CHECK_STR(m ? bm_movement_spec(m) : NULL, "mitchell:tables=7");
    bm_movement_free(m);
}

int main(void)
{
    RUN(parse_ok());
    RUN(parse_bad());
    RUN(misuse());
    RUN(alloc_failures());
    RUN(setter_agrees_with_parser());
    RUN(canonical_numbers());
    return test_report();
}
