/* A program as a scoring program would write it: installed headers, pkg-config flags. */
#include <stdio.h>
#include <string.h>

#include <bridgemove/bridgemove.h>

int main(void)
{
    struct bm_movement *m = NULL;
    if (bm_build_string(&m, "mitchell:tables=7,boards=3") != BM_OK) {
        fprintf(stderr, "build failed: %s\n", bm_last_error());
        return 1;
    }
    unsigned ew = 0;
    bm_movement_get(&ew, m, 2, 1, BM_FIELD_EW);
    int ok = ew == 14 && bm_movement_boards(m) == 21 &&
             strcmp(bm_version_string(), BM_VERSION_STRING) == 0;
    bm_movement_free(m);
    printf("consumer: %s (library %s)\n", ok ? "ok" : "WRONG", bm_version_string());
    return ok ? 0 : 1;
}
