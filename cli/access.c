/* SPDX-License-Identifier: MIT */
/* Bridgemate's database itself: a .bws file is a Microsoft Access (Jet) database holding the
 * tables RoundData, Section, ReceivedData and more (doc/formats.md). Where mdbtools' library
 * (libmdb) was found at build time, the command reads one of its tables as CSV, header then
 * rows, every field quoted: the text the library's readers take from a table exported by
 * hand, so the movement and the results go through the same readers (and the same messages)
 * either way. The library itself needs no Access reader: a program that embeds it hands it the
 * table's text. Without libmdb the command says how to export the table instead. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

#ifdef BM_HAVE_LIBMDB
#include <mdbtools.h>
#endif

int cli_is_access(const char *path)
{
    /* every Jet (Access 97, 2000-2003) and ACE (2007 on) file begins so */
    static const char jet[] = "Standard Jet DB", ace[] = "Standard ACE DB";
    unsigned char head[20];
    FILE *f = strcmp(path, "-") ? fopen(path, "rb") : NULL;
    size_t n = f ? fread(head, 1, sizeof head, f) : 0;
    if (f)
        fclose(f);
    return n == sizeof head && head[0] == 0 && head[1] == 1 && head[2] == 0 && head[3] == 0 &&
           (memcmp(head + 4, jet, sizeof jet - 1) == 0 || memcmp(head + 4, ace,
                                                                  sizeof ace - 1) == 0);
}

#ifdef BM_HAVE_LIBMDB

struct text {
    char *s;
    size_t n, cap;
};

static int put(struct text *t, const char *s, size_t n)
{
    if (t->n + n + 1 > t->cap) {
        size_t cap = t->cap ? t->cap : 4096;
        while (t->n + n + 1 > cap)
            cap *= 2;
        char *grown = realloc(t->s, cap);
        if (!grown)
            return 0;
        t->s = grown;
        t->cap = cap;
    }
    memcpy(t->s + t->n, s, n);
    t->n += n;
    t->s[t->n] = '\0';
    return 1;
}

/* A field quoted as CSV: inner quotes doubled; a NULL or empty field stays empty. */
static int put_field(struct text *t, const char *s, size_t n, int last)
{
    int ok = 1;
    if (n) {
        ok = put(t, "\"", 1);
        for (size_t i = 0; ok && i < n; i++)
            ok = s[i] == '"' ? put(t, "\"\"", 2) : put(t, s + i, 1);
        ok = ok && put(t, "\"", 1);
    }
    return ok && put(t, last ? "\r\n" : ",", last ? 2 : 1);
}

/* The user tables' names, for a message: "Fruit, Fruit Salad, ...". */
static void table_names(char *out, size_t size, MdbHandle *mdb)
{
    size_t k = 0;
    out[0] = '\0';
    for (unsigned i = 0; i < mdb->num_catalog && k + 1 < size; i++) {
        MdbCatalogEntry *e = g_ptr_array_index(mdb->catalog, i);
        if (e->object_type != MDB_TABLE || !mdb_is_user_table(e))
            continue;
        int w = snprintf(out + k, size - k, "%s%s", k ? ", " : "", e->object_name);
        k = w < 0 ? size : k + (size_t)w;
    }
    if (!out[0])
        snprintf(out, size, "none");
}

static MdbCatalogEntry *find_table(MdbHandle *mdb, const char *name)
{
    for (unsigned i = 0; i < mdb->num_catalog; i++) {
        MdbCatalogEntry *e = g_ptr_array_index(mdb->catalog, i);
        if (e->object_type == MDB_TABLE && mdb_is_user_table(e) &&
            g_ascii_strcasecmp(e->object_name, name) == 0)
            return e;
    }
    return NULL;
}

/* Every row of the table as CSV into t; 0 when out of memory. */
static int dump(struct text *t, MdbHandle *mdb, MdbTableDef *table)
{
    unsigned ncols = table->num_cols;
    char **value = calloc(ncols ? ncols : 1, sizeof *value);
    int *len = calloc(ncols ? ncols : 1, sizeof *len), ok = value && len;
    for (unsigned c = 0; ok && c < ncols; c++) {
        MdbColumn *col = g_ptr_array_index(table->columns, c);
        ok = put_field(t, col->name, strlen(col->name), c + 1 == ncols) &&
             (value[c] = calloc(1, mdb->bind_size)) != NULL;
        if (ok)
            mdb_bind_column(table, (int)c + 1, value[c], &len[c]);
    }
    if (ok)
        mdb_rewind_table(table);
    while (ok && mdb_fetch_row(table))
        for (unsigned c = 0; ok && c < ncols; c++) {
            MdbColumn *col = g_ptr_array_index(table->columns, c);
            /* pictures and other binary objects are no text: left empty */
            size_t n = col->col_type == MDB_OLE || len[c] <= 0 ? 0 : strlen(value[c]);
            ok = put_field(t, value[c], n, c + 1 == ncols);
        }
    for (unsigned c = 0; value && c < ncols; c++)
        free(value[c]);
    free(value);
    free(len);
    return ok;
}

char *cli_access_table(const char *path, const char *name, size_t *len)
{
    MdbHandle *mdb = mdb_open(path, MDB_NOFLAGS);
    if (!mdb || !mdb_read_catalog(mdb, MDB_TABLE)) {
        fprintf(stderr, "bridgemove: %s: mdbtools cannot read this Access database\n", path);
        if (mdb)
            mdb_close(mdb);
        return NULL;
    }
    mdb_set_date_fmt(mdb, "%Y-%m-%d %H:%M:%S");
    mdb_set_boolean_fmt_numbers(mdb);
    MdbCatalogEntry *e = find_table(mdb, name);
    MdbTableDef *table = e ? mdb_read_table(e) : NULL;
    struct text t = {NULL, 0, 0};
    int ok = table && mdb_read_columns(table) && dump(&t, mdb, table) && put(&t, "", 0);
    if (!e) {
        char names[512];
        table_names(names, sizeof names, mdb);
        fprintf(stderr, "bridgemove: %s: the database has no table %s (its tables: %s)\n",
                path, name, names);
    } else if (!ok) {
        fprintf(stderr, "bridgemove: %s: cannot read its table %s\n", path, name);
    }
    if (table)
        mdb_free_tabledef(table);
    mdb_close(mdb);
    if (!ok) {
        free(t.s);
        return NULL;
    }
    *len = t.n;
    return t.s;
}

#else

char *cli_access_table(const char *path, const char *name, size_t *len)
{
    (void)len;
    fprintf(stderr, "bridgemove: %s: an Access database (a Bridgemate .bws file), but this "
            "bridgemove was built without mdbtools' library (libmdb): export its table %s as "
            "CSV (mdb-export %s %s) and give that file, or rebuild with mdbtools' development "
            "files installed\n", path, name, path, name);
    return NULL;
}

#endif
