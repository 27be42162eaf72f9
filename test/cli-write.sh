#!/bin/sh
# Every write of the bridgemove command is checked: each of the 15 commands (and --help,
# --version and a command's --help) on a full device (/dev/full) exits 2 and says it could not
# write standard output; convert -o replaces a file only once all of it is written (a failed
# write leaves the old file and no temporary file), keeps the replaced file's mode, writes
# through a symbolic link to the file it names, and -o - is standard output.
set -u
bm=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
passed=0 failed=0
ok() { passed=$((passed + 1)); }
bad() { failed=$((failed + 1)); echo "FAIL: $*"; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1

printf 'round,table,board,contract,declarer,tricks\n1,1,1,4S,N,10\n' > results.csv

full() { # command...: fails on a full standard output, with the reason
    "$@" > /dev/full 2> err; got=$?
    if [ "$got" = 2 ] && grep -q "cannot write standard output: No space left on device" err
    then ok; else bad "$* > /dev/full exited $got: $(cat err)"; fi
}
if [ -w /dev/full ] && ! printf x > /dev/full 2> /dev/null; then
    full "$bm" show mitchell:tables=7
    full "$bm" show mitchell:tables=7 --format json
    full "$bm" check mitchell:tables=7
    full "$bm" analyse mitchell:tables=7
    full "$bm" dual mitchell:tables=7
    full "$bm" switch mitchell:tables=7
    full "$bm" switch mitchell:tables=7 --format json
    full "$bm" guide mitchell:tables=7
    full "$bm" guide mitchell:tables=7 --format html
    full "$bm" picture mitchell:tables=7
    full "$bm" matches american:tables=5
    full "$bm" travellers mitchell:tables=7
    full "$bm" convert mitchell:tables=7 --to rounddata
    full "$bm" convert mitchell:tables=7 --to json -o -
    full "$bm" families
    full "$bm" options
    full "$bm" suggest pairs=14 boards=21-28
    full "$bm" change mitchell:tables=7 --leaves 3@4
    full "$bm" change mitchell:tables=7 --leaves 3@4 --format json
    full "$bm" score mitchell:tables=7 results.csv
    full "$bm" swiss new teams=5 rounds=3 boards=4
    full "$bm" --help
    full "$bm" --version
    full "$bm" show --help
else
    echo "SKIP: /dev/full is not a full device here"
fi
# the 16 commands above are every command the overview lists
n=$("$bm" --help | grep -E '^  [a-z]+ ' | grep -vc '^  bridgemove ')
if [ "$n" = 16 ]; then ok; else bad "the overview lists $n commands; cover each above"; fi

# -o - is standard output: no file named -
"$bm" convert mitchell:tables=3 --to json -o - > out.json
if [ ! -e ./- ] && grep -q '"format": "bridgemove/1"' out.json; then ok; else bad "-o -"; fi

# -o FILE: the mode of the file replaced is kept; a link writes the file it names
"$bm" convert mitchell:tables=3 --to json -o keep.json
chmod 640 keep.json
"$bm" convert mitchell:tables=4 --to json -o keep.json
if [ "$(ls -l keep.json | cut -c1-10)" = "-rw-r-----" ] && grep -q 'tables=4' keep.json
then ok; else bad "-o keeps the mode: $(ls -l keep.json)"; fi
ln -s keep.json link.json
"$bm" convert mitchell:tables=5 --to json -o link.json
if [ -L link.json ] && grep -q 'tables=5' keep.json; then ok; else bad "-o through a link"; fi

# a write that fails part way (a file size limit) leaves the old file whole, and no temporary
cp keep.json before.json
(ulimit -f 1; trap '' XFSZ; "$bm" convert mitchell:tables=30 --to json -o keep.json) 2> err
got=$?
if [ "$got" = 2 ] && grep -q "cannot write keep.json: File too large" err &&
   cmp -s keep.json before.json && [ "$(ls | grep -c 'keep.json.')" = 0 ]
then ok; else bad "a failed -o write exited $got ($(cat err)) and left: $(ls)"; fi
# a folder that does not exist: the message names the file
"$bm" convert mitchell:tables=3 --to json -o nosuch/x.json 2> err
if grep -q "cannot write nosuch/x.json: No such file or directory" err; then ok
else bad "-o into a missing folder: $(cat err)"; fi

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
