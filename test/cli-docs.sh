#!/bin/sh
# The man page and the shell completions as built (cli/cli-docs.py): every command the command
# lists has its section in bridgemove(1), and the page renders without a warning; bash
# completes commands, options, option values, family names and a family's keys; the zsh
# function parses. What they say comes from --help-json, so this checks the writing, not the
# words.
set -eu
cli=$1 page=$2 bash_completion=$3 zsh_completion=$4
passed=0 failed=0
ok() { passed=$((passed + 1)); }
bad() { echo "FAIL: $*"; failed=$((failed + 1)); }

commands=$("$cli" --help | awk '/^  [a-z]/ && $1 != "bridgemove" { print $1 }')
[ -n "$commands" ] || bad "bridgemove --help lists no command"
for c in $commands; do
    if grep -qx "\.SS $c" "$page"; then ok; else bad "bridgemove.1 has no section for $c"; fi
done

if command -v man >/dev/null 2>&1 && command -v groff >/dev/null 2>&1; then
    warnings=$(MANWIDTH=100 man --warnings -l "$page" 2>&1 >/dev/null)
    if [ -z "$warnings" ]; then ok; else bad "man warns on bridgemove.1: $warnings"; fi
    if MANWIDTH=100 man -l "$page" 2>/dev/null | grep -q 'bridgemove suggest KEY=VALUE'; then ok
    else bad "the rendered page has no synopsis line for suggest"; fi
else
    echo "man or groff not found: the page is not rendered"
fi

# complete WORDS... EXPECTED: what bash offers for the last word.
if command -v bash >/dev/null 2>&1; then
    complete_as() {
        expected=$1; shift
        got=$(bash -c '. "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _bridgemove
                       echo "${COMPREPLY[*]}"' sh "$bash_completion" "$@")
        if [ "$got" = "$expected" ]; then ok; else bad "bash: '$*' gives '$got', not '$expected'"; fi
    }
    complete_as suggest bridgemove sug
    complete_as analyse bridgemove analy
    complete_as --format bridgemove show --fo
    complete_as "text json html" bridgemove guide x --format ""
    complete_as mitchell: bridgemove check mitch
    complete_as tables= bridgemove show mitchell:tab
    complete_as "teams=" bridgemove suggest tea
    complete_as "switch score suggest swiss stagger" bridgemove options s
else
    bad "bash not found"
fi

if command -v zsh >/dev/null 2>&1; then
    if zsh -n "$zsh_completion"; then ok; else bad "the zsh completion does not parse"; fi
    if head -n 1 "$zsh_completion" | grep -qx '#compdef bridgemove'; then ok
    else bad "the zsh completion does not start #compdef bridgemove"; fi
else
    echo "zsh not found: its completion is not parsed"
fi
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
