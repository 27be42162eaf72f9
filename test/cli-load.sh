#!/bin/sh
# The bridgemove command's MOVEMENT argument and numbers: a missing file is reported as a
# missing file, a family name is a spec even when a file of that name exists (./NAME reads the
# file), JSON with a byte order mark or a top level that is not an object goes to the JSON
# reader, grid text with a byte order mark reads, CR-only line endings are refused with the
# reason, numbers name their limits, and options a command does not take are errors.
set -u
bm=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
passed=0 failed=0
ok() { passed=$((passed + 1)); }
bad() { failed=$((failed + 1)); echo "FAIL: $*"; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1

says() { # expected-status words command...
    want=$1 words=$2; shift 2
    "$@" > "$tmp/out" 2> "$tmp/err"; got=$?
    if [ "$got" = "$want" ] && grep -qF -- "$words" "$tmp/err"; then ok
    else bad "$* exited $got (want $want), stderr: $(cat "$tmp/err") (want: $words)"; fi
}

says 2 "nosuch.json: cannot open the file: No such file or directory" "$bm" show nosuch.json
says 2 "cannot open the file: No such file or directory; nor is it a spec: column 1: unknown movement family 'mitchel' (did you mean mitchell?)" \
    "$bm" show mitchel:tables=7
says 2 "unknown movement family 'howel'" "$bm" show howel
# a file named like a spec does not shadow it; ./ reads the file
"$bm" show mitchell:tables=3 > howell
says 2 "howell needs tables=N" "$bm" show howell
if "$bm" show ./howell | grep -q '^1: 1 A 4 | 2 B 5 | 3 C 6$'; then ok; else bad "show ./howell"; fi
# JSON readers' messages for JSON that is not a movement object
printf '[1, 2]' > top.json
says 2 "top level: expected a JSON object, found an array" "$bm" show top.json
printf 'null\n' > top.json
says 2 "top level: expected a JSON object, found null" "$bm" show top.json
# byte order marks: JSON and grid text both read
"$bm" show mitchell:tables=3 --format json > m.json
"$bm" show mitchell:tables=3 > m.txt
printf '\357\273\277' | cat - m.json > bom.json
printf '\357\273\277' | cat - m.txt > bom.txt
if [ "$("$bm" show bom.json)" = "$(cat m.txt)" ]; then ok; else bad "JSON with a byte order mark"; fi
if [ "$("$bm" show bom.txt)" = "$(cat m.txt)" ]; then ok; else bad "grid text with a byte order mark"; fi
if [ "$("$bm" show - < bom.json)" = "$(cat m.txt)" ]; then ok; else bad "stdin JSON with a byte order mark"; fi
# CR-only line endings
tr '\n' '\r' < m.txt > cr.txt
says 2 "a carriage return (CR) inside a line" "$bm" show cr.txt
tr -d '\r' < m.txt | sed 's/$/\r/' > crlf.txt
if [ "$("$bm" show crlf.txt)" = "$(cat m.txt)" ]; then ok; else bad "CR LF line endings"; fi
# numbers and their limits
says 2 "tables must be 3..1000 for mitchell; got 99999999999999999999" "$bm" show mitchell:tables=99999999999999999999
says 2 "tables must be a whole number 3..1000 for mitchell; got 0x10" "$bm" show mitchell:tables=0x10
says 2 "the value of 'stanzas' is longer than 255 characters" \
    "$bm" show "american:tables=7,stanzas=$(printf '%0256d' 0)"
says 2 "no pair 100001 in this movement (its pairs are 1..14)" "$bm" guide mitchell:tables=7 --pair 100001
says 2 "--pair 99999999999 is too large" "$bm" guide mitchell:tables=7 --pair 99999999999
says 2 "--table takes a whole number such as 3, not '0x2'" "$bm" guide mitchell:tables=7 --table 0x2
# options a command does not take
says 2 "analyse: unknown option --pair" "$bm" analyse mitchell:tables=7 --pair 3
says 2 "show: unknown option --standard" "$bm" show mitchell:tables=7 --standard
says 2 "check: unknown option --level" "$bm" check mitchell:tables=7 --level round
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
