/* SPDX-License-Identifier: MIT */
/**
 * @file options.h
 * @brief Options: one handle and one key=value form for every set of options the library
 *        takes: a family's spec keys ("mitchell": tables, rounds, ...) and the options of the
 *        calls that plan, score, suggest, print, write and change.
 *
 * Every option set is a table of keys, each with a type (a whole number within bounds, one of
 * a list of words, or a text of a stated form), a default and a line of help.
 * bm_options_describe() gives the table; `bridgemove options SET` prints it. The sets:
 * - every movement family, by its name (families.h): the keys of a spec;
 * - `switch`: bm_switch_plan_new() (switch.h);
 * - `score`: bm_scoring_new() (scoring.h);
 * - `suggest`: bm_suggest() (suggest.h);
 * - `print`: bm_print_report() (print.h);
 * - `exchange`: bm_movement_write() and bm_sections_write() (format.h);
 * - `change`: bm_change() (change.h);
 * - `swiss`: bm_swiss_new_options() (swiss.h).
 *
 * **The one-line form** is `key=value[,key=value...]`, and `SET:key=value,...` where the set
 * is named in the text (a spec string: `mitchell:tables=7,boards=3`). Blanks around keys and
 * values are dropped. One rule set holds for every option set, whether the text is parsed or
 * each key is set on its own:
 * | fault | status |
 * |---|---|
 * | an item that is not key=value (`tables`), a blank item (`tables=7,,boards=3`, a trailing comma) | #BM_EPARSE |
 * | a key the set does not have | #BM_EPARSE (the message lists the keys) |
 * | a key given twice in one text | #BM_EPARSE |
 * | an empty value (`tables=`) | #BM_EPARSE |
 * | a value of the wrong form: not a whole number, not one of the words, not the key's form; over 255 characters; containing a comma | #BM_EPARSE |
 * | a number outside the key's bounds (`tables=2` for mitchell: 3..1000) | #BM_ERANGE (the message gives the bounds) |
 * Bounds that depend on other keys (a Mitchell's rounds at most its tables) are checked by the
 * call that uses the options, with the same status and the same kind of message.
 *
 * @ingroup options
 */
#ifndef BRIDGEMOVE_OPTIONS_H
#define BRIDGEMOVE_OPTIONS_H

#include <stdint.h>
#include <bridgemove/status.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @addtogroup options
 * @{
 */

/** @brief Opaque options: an option set and the values given for its keys. @since 1.0 */
struct bm_options;

/**
 * @brief Options of a set, every key at its default.
 * @param[out] out Receives the handle; NULL on failure.
 * @param set A family name ("mitchell") or one of `switch`, `score`, `suggest`, `print`,
 *        `exchange`, `change`.
 * @return #BM_OK, #BM_EINVAL (NULL argument), #BM_EPARSE (no such set: the message lists the
 *         sets), #BM_ENOMEM.
 * @post Free the handle with bm_options_free().
 * @since 1.0
 */
enum bm_status bm_options_new(struct bm_options **out, const char *set);

/**
 * @brief Options from their one-line form.
 * @param[out] out Receives the handle; NULL on failure.
 * @param set The option set, as for bm_options_new(); or NULL when the text names it before a
 *        colon, as a spec string does ("mitchell:tables=7", "switch:level=free"; a family
 *        name alone, "howell", is that family with every key at its default).
 * @param text `key=value[,key=value...]` ("" for the defaults), or with @p set NULL,
 *        `SET[:key=value,...]` (with @p set given, a leading `SET:` naming that set is
 *        allowed too, as bm_options_to_string() writes it). Blanks around keys and values are
 *        dropped; a set's name may be written in any letter case.
 * @return #BM_OK, #BM_EINVAL (NULL @p out or @p text), #BM_EPARSE or #BM_ERANGE (the rules
 *         above; the message gives the column), #BM_ENOMEM.
 * @post Free the handle with bm_options_free().
 * @since 1.0
 */
enum bm_status bm_options_parse(struct bm_options **out, const char *set, const char *text);

/**
 * @brief Free options.
 * @param opt The handle, or NULL.
 * @since 1.0
 */
void bm_options_free(struct bm_options *opt);

/**
 * @brief Set one key, checked at once against the key's type and bounds.
 * @param opt The options.
 * @param key A key of the set.
 * @param value The value as text, or NULL to return the key to its default.
 * @return #BM_OK, #BM_EINVAL (NULL @p opt or @p key), #BM_EPARSE or #BM_ERANGE (the rules
 *         above). On failure nothing changes.
 * @since 1.0
 */
enum bm_status bm_options_set(struct bm_options *opt, const char *key, const char *value);

/**
 * @brief The value a key has: as set, else its default.
 * @param[out] out Receives the value, owned by @p opt (valid until the key changes or the
 *        handle is freed); NULL on failure.
 * @param opt The options.
 * @param key A key of the set.
 * @return #BM_OK; #BM_EINVAL (NULL argument); #BM_EPARSE (a key the set does not have,
 *         as everywhere else); #BM_ENOTFOUND (not set, and its default depends on other keys
 *         or it has none: the message says which).
 * @since 1.0
 */
enum bm_status bm_options_get(const char **out, const struct bm_options *opt, const char *key);

/**
 * @brief The name of the options' set: the family of a spec, or `switch`, `score`, ...
 * @param opt The options.
 * @return A static string; NULL for NULL.
 * @since 1.0
 */
const char *bm_options_name(const struct bm_options *opt);

/**
 * @brief The canonical one-line form: `SET:key=value,...` with the keys that are set, in the
 *        set's key order (a spec string for a family); bm_options_parse() with a NULL set
 *        reads it back to equal options.
 * @param[out] out Receives a new string; release it with bm_free(). NULL on failure.
 * @param opt The options.
 * @return #BM_OK, #BM_EINVAL, #BM_ENOMEM.
 * @since 1.0
 */
enum bm_status bm_options_to_string(char **out, const struct bm_options *opt);

/**
 * @brief How many keys a set has (a family's spec: its own keys and the keys every family
 *        takes).
 * @param set A set name, as for bm_options_new().
 * @return The count; 0 for NULL or no such set.
 * @since 1.0
 */
uint32_t bm_options_key_count(const char *set);

/**
 * @brief The name of one key of a set, in the canonical order of the one-line form.
 * @param set A set name.
 * @param index The key, 1..bm_options_key_count().
 * @return A static string; NULL for no such set or index.
 * @since 1.0
 */
const char *bm_options_key_name(const char *set, uint32_t index);

/**
 * @brief The one-line help of a key.
 * @param set A set name.
 * @param key A key of the set.
 * @return A static string; NULL for no such set or key.
 * @since 1.0
 */
const char *bm_options_key_help(const char *set, const char *key);

/**
 * @brief The keys of a set, described.
 *
 * JSON: `{"name": SET, "description": "...", "keys": [{"name", "type" ("integer", "choice" or
 * "text"), "min" and "max" (integers), "choices" (words: a choice key's values, or the words
 * an integer key takes instead of a number), "form" (text keys), "required", "default" (the
 * value a key has when it is not given, a number for an integer key, or null when it is
 * required or other keys decide it), "default_text" (the default in words), "limits" (how
 * other keys narrow the bounds, when they do), "help", "common" (true for a key every family
 * shares with one meaning: boards, first_board and the absences; false for a family's own
 * keys, its own `boards` included where it means something else)},
 * ...]}`; with @p set NULL, `{"option_sets": [...]}` holding every set that is not a family.
 * Fields may be added, never renamed. Text: the same for a person, each key with its values,
 * default and help.
 * @param[out] out Receives a new string; release it with bm_free(). NULL on failure.
 * @param set A set name; NULL for every set that is not a family (families.h lists those).
 * @param form #BM_FORM_TEXT or #BM_FORM_JSON.
 * @return #BM_OK, #BM_EINVAL (NULL @p out), #BM_EPARSE (no such set), #BM_EUNSUPPORTED
 *         (another form), #BM_ENOMEM.
 * @since 1.0
 */
enum bm_status bm_options_describe(char **out, const char *set, enum bm_form form);

/** @} */

#ifdef __cplusplus
}
#endif

#endif
