/* SPDX-License-Identifier: MIT */
/* Printing what the library formats, and reporting what went wrong in the library's words.
 * Every byte the command writes goes through cli_write() or, for the few lines printed with
 * stdio (help, usage, version), is checked by cli_finish() at exit: a write, a flush or a close
 * that fails is a message and exit status 2, never a silent success (a full disk, a closed
 * pipe's reader gone, /dev/full). */
#define _DEFAULT_SOURCE /* realpath: a symbolic link -o names is followed to its file */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"

#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
#include <windows.h>
/* Windows has no file modes to keep and no symbolic links to follow; _commit is its fsync, and
 * its rename() refuses to replace a file, which MoveFileEx does. */
#define fchmod(fd, mode) ((void)(mode), 0)
#define fsync(fd) _commit(fd)
/* mkstemp opens in binary mode: text mode makes -o OUT end lines in CRLF, as > OUT does. */
#define text_mode(fd) _setmode(fd, _O_TEXT)
static char *resolve_link(const char *path)
{
    (void)path;
    return NULL;
}
static int replace_file(const char *from, const char *to)
{
    if (MoveFileExA(from, to, MOVEFILE_REPLACE_EXISTING))
        return 0;
    errno = EACCES;
    return -1;
}
#else
#define resolve_link(path) realpath(path, NULL)
#define replace_file rename
#define text_mode(fd) 0
#endif

/* Set once a failure on standard output has been reported, so that the close at exit does
 * not report it again. */
static int stdout_reported;

int cli_fail(const char *what)
{
    fprintf(stderr, "bridgemove: %s: %s\n", what, bm_last_error());
    return EXIT_ERROR;
}

static int write_failed(const char *what, const char *where, int err)
{
    fprintf(stderr, "bridgemove: %s: cannot write %s: %s\n", what, where, strerror(err));
    return EXIT_ERROR;
}

/* The text and, when it does not end with one, a newline: every byte written and flushed. */
static int put_all(FILE *f, const char *text, size_t len, int newline)
{
    if (len && fwrite(text, 1, len, f) != len)
        return -1;
    if (newline && fputc('\n', f) == EOF)
        return -1;
    return fflush(f) == 0 && !ferror(f) ? 0 : -1;
}

static int to_stdout(const char *text, size_t len, int newline, const char *what)
{
    errno = 0;
    if (put_all(stdout, text, len, newline) == 0)
        return 0;
    stdout_reported = 1;
    return write_failed(what, "standard output", errno ? errno : EIO);
}

/* The mode a new file gets from open(2) with 0666: what the umask allows. */
static mode_t new_file_mode(void)
{
    mode_t mask = umask(0);
    umask(mask);
    return 0666 & ~mask;
}

/* Write to a temporary file beside path, then rename it over path: a failure at any step
 * removes the temporary file and leaves path as it was. The file keeps the mode of the file it
 * replaces. 0, or the errno of the step that failed. */
static int to_file_renamed(const char *text, size_t len, int newline, const char *path,
                           const struct stat *old)
{
    size_t n = strlen(path);
    char *tmp = malloc(n + 8);
    if (!tmp)
        return ENOMEM;
    memcpy(tmp, path, n);
    memcpy(tmp + n, ".XXXXXX", 8);
    int fd = mkstemp(tmp), err = 0;
    if (fd >= 0)
        (void)text_mode(fd);
    FILE *f = fd < 0 ? NULL : fdopen(fd, "w");
    if (!f) {
        err = errno;
        if (fd >= 0) {
            close(fd);
            unlink(tmp);
        }
        free(tmp);
        return err;
    }
    errno = 0;
    if (fchmod(fd, old ? old->st_mode & 07777 : new_file_mode()) ||
        put_all(f, text, len, newline) || fsync(fd))
        err = errno ? errno : EIO;
    if (fclose(f) && !err)
        err = errno ? errno : EIO;
    if (!err && replace_file(tmp, path))
        err = errno;
    if (err)
        unlink(tmp);
    free(tmp);
    return err;
}

/* A path that names something other than a regular file (a device, a pipe): written in
 * place, as a rename would replace the device itself. 0, or the errno of the failure. */
static int to_file_in_place(const char *text, size_t len, int newline, const char *path)
{
    FILE *f = fopen(path, "w");
    if (!f)
        return errno;
    errno = 0;
    int err = put_all(f, text, len, newline) ? (errno ? errno : EIO) : 0;
    if (fclose(f) && !err)
        err = errno ? errno : EIO;
    return err;
}

int cli_write(const char *text, const char *path, const char *what)
{
    size_t len = strlen(text);
    int newline = len == 0 || text[len - 1] != '\n';
    if (!path || strcmp(path, "-") == 0)
        return to_stdout(text, len, newline, what);
    char *real = resolve_link(path); /* a symbolic link: replace the file it names */
    const char *target = real ? real : path;
    struct stat st;
    int exists = stat(target, &st) == 0;
    int err = exists && !S_ISREG(st.st_mode)
                  ? to_file_in_place(text, len, newline, target)
                  : to_file_renamed(text, len, newline, target, exists ? &st : NULL);
    free(real);
    return err ? write_failed(what, path, err) : 0;
}

int cli_finish(int rc, const char *what)
{
    errno = 0;
    int failed = fflush(stdout) != 0 || ferror(stdout);
    int err = errno;
    if (fclose(stdout) != 0 && !failed) {
        failed = 1;
        err = errno;
    }
    if (!failed || stdout_reported)
        return rc;
    write_failed(what, "standard output", err ? err : EIO);
    return EXIT_ERROR;
}

int cli_emit(enum bm_status st, char **text, const char *what)
{
    if (st)
        return cli_fail(what);
    int rc = cli_write(*text, NULL, what);
    bm_free(*text);
    *text = NULL;
    return rc;
}

int cli_print_movement(const struct bm_movement *m, enum bm_form form, const char *what)
{
    char *text = NULL;
    enum bm_status st = bm_movement_write(&text, m, form == BM_FORM_JSON ? BM_FORMAT_JSON
                                                                         : BM_FORMAT_TEXT,
                                          NULL, NULL);
    return cli_emit(st, &text, what);
}
