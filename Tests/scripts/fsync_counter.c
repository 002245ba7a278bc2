/* LD_PRELOAD shim for the durability tests: every completed fsync or fdatasync of the
 * process appends one byte to $SPEND_FSYNC_LOG, so a test counts the syncs an
 * acknowledged write really made (SQLite calls them through the dynamic linker). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

static void note(void) {
    const char *path = getenv("SPEND_FSYNC_LOG");
    if (!path) return;
    int fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0) return;
    if (write(fd, "s", 1) < 0) { /* a count lost is a test failure, not a crash */ }
    close(fd);
}

int fsync(int fd) {
    static int (*real)(int);
    if (!real) real = (int (*)(int))dlsym(RTLD_NEXT, "fsync");
    int result = real(fd);
    note();
    return result;
}

int fdatasync(int fd) {
    static int (*real)(int);
    if (!real) real = (int (*)(int))dlsym(RTLD_NEXT, "fdatasync");
    int result = real(fd);
    note();
    return result;
}
