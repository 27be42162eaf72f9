# Whether the lines shown in a documentation page (the file named by -v want=FILE) appear in
# a program's output (the input), in order: the shown lines are split at lines that hold only
# "…", each part must occur in the output as consecutive lines, and the parts in the order
# shown. Exit status 0 when they do; else 1, naming the first line of the part not found.
# Used by doc-examples.sh and doc-c-examples.sh.
{ out[++n] = $0 }
END {
    pos = 1; m = 0
    while ((getline line < want) > 0) {
        if (line == "\342\200\246") { if (!find()) exit 1; m = 0 } else seg[++m] = line
    }
    if (!find()) exit 1
}
function find(   i, k) {
    if (m == 0) return 1
    for (i = pos; i + m - 1 <= n; i++) {
        for (k = 1; k <= m && out[i + k - 1] == seg[k]; k++) ;
        if (k > m) { pos = i + m; return 1 }
    }
    print "not found in order: " seg[1]
    return 0
}
