# SPDX-License-Identifier: MIT
"""The .bws reader of the bridgemove command (cli/access.c) on a public Access database
(test/data/access/README.md): every row of every table as mdbtools' mdb-export reads it, the
tables named when the one asked for is missing, and, in a build without libmdb, the message
that says how to export a table instead.

Usage: test-access.py BRIDGEMOVE ACCESS_DUMP DATA_DIR HAVE_LIBMDB(yes|no)
"""

import csv
import io
import os
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tally import check, finish  # noqa: E402

bm_cli, dump, data, have = sys.argv[1:5]
fruit = os.path.join(data, "fruit.mdb")
tables = {"Fruit": 37, "Fruit Salad": 18, "Veggie Salad": 4, "Muffin/Bread": 13, "Dried": 12}


def run(*args):
    r = subprocess.run(list(args), capture_output=True)
    return r.returncode, r.stdout.decode(), r.stderr.decode()


def rows(text):
    return list(csv.reader(io.StringIO(text)))


if have == "yes":
    export = shutil.which("mdb-export")
    for table, count in tables.items():
        rc, out, err = run(dump, fruit, table)
        check(rc == 0, "access-dump %s: exit %d: %s" % (table, rc, err))
        got = rows(out)
        check(len(got) == count + 1, "%s: %d rows, expected %d" % (table, len(got) - 1, count))
        check(out.endswith("\r\n"), "%s: rows end with CRLF" % table)
        if export:  # the same rows, field by field, as mdbtools' own tool exports them
            rc, ref, err = run(export, "-T", "%Y-%m-%d %H:%M:%S", fruit, table)
            check(rc == 0 and got == rows(ref), "%s: differs from mdb-export" % table)
    named = "(its tables: Fruit, Fruit Salad, Veggie Salad, Muffin/Bread, Dried)"
    for cmd in (["convert", fruit, "--to", "json"], ["score", fruit], ["guide", fruit]):
        rc, out, err = run(bm_cli, *cmd)
        # the movement comes first: its RoundData table
        check(rc == 2 and not out and "no table RoundData %s" % named in err,
              "bridgemove %s: exit %d, %r" % (" ".join(cmd), rc, err))
    rc, out, err = run(dump, fruit, "ReceivedData")
    check(rc == 1 and "no table ReceivedData %s" % named in err, "missing table: %r" % err)
else:
    rc, out, err = run(bm_cli, "convert", fruit, "--to", "json")
    check(rc == 2 and "built without mdbtools' library" in err and
          "mdb-export %s RoundData" % fruit in err, "without libmdb: %d %r" % (rc, err))
# a file that is not a database is read as before, by its text
rc, out, err = run(bm_cli, "convert", os.path.join(data, "README.md"), "--to", "json")
check(rc == 2 and "Access" not in err and "libmdb" not in err, "README.md: %r" % err)
finish()
