#!/usr/bin/python3
"""Runs a command under the sandbox a systemd unit describes, without systemd.

    run_hardened.py UNIT -- COMMAND [ARGS...]

CI has no user manager, so `systemd-run --user -p ...` cannot start spendd there. This
applies the unit's settings with the kernel facilities systemd itself uses (mount and UTS
namespaces, capability drops, no_new_privs, seccomp) and execs COMMAND. It must start as
root (for the mounts) and leaves the command as uid 0 without any capability, which is
what a user service is: its own uid, nothing more.

Applied: NoNewPrivileges, CapabilityBoundingSet=, PrivateDevices, ProtectKernelTunables,
ProtectKernelModules, ProtectKernelLogs, ProtectControlGroups, ProtectClock (device and
syscalls), ProtectHostname, ProtectProc, ProcSubset, ProtectSystem, ProtectHome, PrivateTmp,
ReadWritePaths (%h and %t from $HOME and $XDG_RUNTIME_DIR), PrivateMounts,
RestrictAddressFamilies, RestrictNamespaces, RestrictRealtime, RestrictSUIDSGID (chmod),
LockPersonality, MemoryDenyWriteExecute, SystemCallArchitectures=native,
SystemCallFilter (groups expanded by systemd-analyze), SystemCallErrorNumber, UMask,
LimitNOFILE. Not applied: PrivateUsers (no other uid to hide here), KeyringMode,
MemoryMax/TasksMax (cgroups). A setting this script does not know fails the run, so the
unit cannot gain one the test silently skips.

Python's own seccomp module is Debian's python3-seccomp, hence /usr/bin/python3.
"""
import ctypes
import errno
import os
import pwd
import resource
import subprocess
import sys
import tempfile

import seccomp

HANDLED = {
    "NoNewPrivileges", "CapabilityBoundingSet", "PrivateDevices", "ProtectKernelTunables",
    "ProtectKernelModules", "ProtectKernelLogs", "ProtectControlGroups", "ProtectClock",
    "ProtectHostname", "ProtectProc", "ProcSubset", "ProtectSystem", "PrivateMounts",
    "RestrictAddressFamilies", "RestrictNamespaces", "RestrictRealtime", "RestrictSUIDSGID",
    "LockPersonality", "MemoryDenyWriteExecute", "SystemCallArchitectures", "SystemCallFilter",
    "SystemCallErrorNumber", "UMask", "LimitNOFILE", "ProtectHome", "PrivateTmp", "ReadWritePaths",
    # Not sandboxing, or not emulated (see above).
    "Type", "ExecStart", "Restart", "RestartSec", "WatchdogSec", "PrivateUsers", "KeyringMode",
    "MemoryMax", "TasksMax",
}

libc = ctypes.CDLL(None, use_errno=True)
libc.mount.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_ulong, ctypes.c_char_p]
MS_RDONLY, MS_NOSUID, MS_NODEV, MS_NOEXEC, MS_REMOUNT, MS_BIND, MS_REC, MS_PRIVATE = 1, 2, 4, 8, 32, 4096, 16384, 1 << 18
MS_MOVE = 8192
CLONE_NEWNS, CLONE_NEWUTS = 0x00020000, 0x04000000
CLONE_NEW_ALL = 0x00020000 | 0x04000000 | 0x08000000 | 0x10000000 | 0x20000000 | 0x40000000 | 0x02000000 | 0x00000080


def check(result, what):
    if result != 0:
        error = ctypes.get_errno()
        sys.exit(f"run_hardened: {what}: {os.strerror(error)}")


def mount(source, target, fstype, flags, data=None):
    check(libc.mount(source.encode() if source else None, target.encode(), fstype.encode() if fstype else None,
                     flags, data.encode() if data else None), f"mount {target}")


def read_only(path):
    """Every mount at or under path, read-only (as systemd's ReadOnlyPaths=)."""
    if not os.path.exists(path):
        return
    mount(path, path, None, MS_BIND | MS_REC)
    with open("/proc/self/mountinfo") as info:
        points = [line.split()[4] for line in info]
    for point in points:
        if point == path or point.startswith(path.rstrip("/") + "/"):
            libc.mount(None, point.encode(), None, MS_BIND | MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, None)


def inaccessible(path):
    if os.path.isdir(path):
        mount("tmpfs", path, "tmpfs", MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC, "mode=000")
    elif os.path.exists(path):
        mount("/dev/null", path, None, MS_BIND)


def parse_unit(path):
    settings = {}
    section = None
    for raw in open(path):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("["):
            section = line
            continue
        if section == "[Service]":
            key, _, value = line.partition("=")
            settings.setdefault(key, []).append(value)
    writable = [path for value in settings.get("ReadWritePaths", []) for path in value.split()]
    unknown = set(settings) - HANDLED
    if unknown:
        sys.exit(f"run_hardened: {path} sets {', '.join(sorted(unknown))}, which this script does not apply; teach it")
    return {key: values[-1] for key, values in settings.items()}, settings.get("SystemCallFilter", []), writable


def syscall_groups():
    """systemd's syscall groups, as `systemd-analyze syscall-filter` prints them."""
    text = subprocess.run(["systemd-analyze", "syscall-filter"], check=True, capture_output=True, text=True).stdout
    groups, current = {}, None
    for line in text.splitlines():
        if line.startswith("@"):
            current = groups.setdefault(line.strip(), [])
        elif current is not None and line.strip() and not line.strip().startswith("#"):
            current.append(line.strip())
    return groups


def expand(names, groups, seen=None):
    seen = set() if seen is None else seen
    result = set()
    for name in names:
        if name.startswith("@"):
            if name not in seen:
                seen.add(name)
                result |= expand(groups[name], groups, seen)
        else:
            result.add(name)
    return result


def specifiers(path):
    """systemd's %h and %t, from the environment the command gets (as a user manager's)."""
    home = os.environ.get("HOME") or pwd.getpwuid(os.getuid()).pw_dir
    runtime = os.environ.get("XDG_RUNTIME_DIR") or f"/run/user/{os.getuid()}"
    return path.replace("%h", home).replace("%t", runtime)


def sandbox_mounts(unit, writable):
    check(libc.unshare(CLONE_NEWNS | (CLONE_NEWUTS if unit.get("ProtectHostname") == "yes" else 0)), "unshare")
    mount(None, "/", None, MS_REC | MS_PRIVATE)
    if unit.get("ProtectSystem") in ("yes", "full", "strict"):
        for path in ["/usr", "/boot", "/efi"] + (["/etc"] if unit["ProtectSystem"] != "yes" else []):
            read_only(path)
    if unit.get("ProtectSystem") == "strict":
        read_only("/")
    if unit.get("ProtectHome") == "read-only":
        for path in ["/home", "/root", "/run/user"]:
            read_only(path)
    elif unit.get("ProtectHome") == "yes":
        for path in ["/home", "/root", "/run/user"]:
            inaccessible(path)
    if unit.get("PrivateTmp") == "yes":
        # Fresh and empty, as systemd's: the user's /tmp is not there.
        for path in ["/tmp", "/var/tmp"]:
            mount("tmpfs", path, "tmpfs", MS_NOSUID | MS_NODEV, "mode=1777")
    for entry in writable:
        path = specifiers(entry.lstrip("-"))
        if not os.path.exists(path):
            if entry.startswith("-"):
                continue
            sys.exit(f"run_hardened: ReadWritePaths {path} does not exist")
        mount(path, path, None, MS_BIND | MS_REC)
        check(libc.mount(None, path.encode(), None, MS_BIND | MS_REMOUNT | MS_NOSUID | MS_NODEV, None), f"remount {path} rw")
    if unit.get("ProtectKernelTunables") == "yes":
        read_only("/sys")
        read_only("/proc/sys")
    if unit.get("ProtectControlGroups") == "yes":
        read_only("/sys/fs/cgroup")
    if unit.get("ProtectKernelModules") == "yes":
        for path in ["/lib/modules", "/usr/lib/modules"]:
            inaccessible(path)
    if unit.get("ProtectKernelLogs") == "yes":
        inaccessible("/proc/kmsg")
    options = [f"hidepid={unit['ProtectProc']}"] if "ProtectProc" in unit else []
    options += [f"subset={unit['ProcSubset']}"] if unit.get("ProcSubset", "all") != "all" else []
    if options:
        mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, ",".join(options))
    if unit.get("PrivateDevices") == "yes":
        # A fresh /dev with only the pseudo devices, as systemd builds it: made aside, moved over.
        staging = tempfile.mkdtemp()
        mount("tmpfs", staging, "tmpfs", MS_NOSUID | MS_NOEXEC, "mode=755")
        for name in ["null", "zero", "full", "random", "urandom", "tty"]:
            open(f"{staging}/{name}", "w").close()
            mount("/dev/" + name, f"{staging}/{name}", None, MS_BIND)
        os.mkdir(staging + "/shm")
        mount("tmpfs", staging + "/shm", "tmpfs", MS_NOSUID | MS_NODEV, "mode=1777")
        for name, target in [("fd", "/proc/self/fd"), ("stdin", "/proc/self/fd/0"), ("stdout", "/proc/self/fd/1"),
                             ("stderr", "/proc/self/fd/2")]:
            os.symlink(target, f"{staging}/{name}")
        mount(staging, "/dev", None, MS_MOVE)
        os.rmdir(staging)


def drop_capabilities():
    for cap in range(64):
        if libc.prctl(24, cap, 0, 0, 0) != 0 and ctypes.get_errno() == errno.EINVAL:  # PR_CAPBSET_DROP
            break
    header = (ctypes.c_uint32 * 2)(0x20080522, 0)
    data = (ctypes.c_uint32 * 6)()
    check(libc.capset(header, data), "capset")


def syscall_filter(unit, filters, groups):
    error = getattr(errno, unit.get("SystemCallErrorNumber", ""), None)
    allowed = set()
    for value in filters:
        if value.startswith("~"):
            allowed -= expand(value[1:].split(), groups)
        else:
            allowed |= expand(value.split(), groups)
    Arg, EQ, MASKED_EQ = seccomp.Arg, seccomp.EQ, seccomp.MASKED_EQ
    # Syscalls allowed only with some arguments, the way systemd's filters put it.
    conditional = {}
    if unit.get("MemoryDenyWriteExecute") == "yes":
        write, execute = 2, 4
        conditional["mmap"] = [[Arg(2, MASKED_EQ, write, 0)], [Arg(2, MASKED_EQ, execute, 0)]]
        conditional["mprotect"] = [[Arg(2, MASKED_EQ, execute, 0)]]
        conditional["pkey_mprotect"] = [[Arg(2, MASKED_EQ, execute, 0)]]
        conditional["shmat"] = [[Arg(2, MASKED_EQ, 0o100000, 0)]]  # SHM_EXEC
    if unit.get("RestrictNamespaces") == "yes":
        conditional["clone"] = [[Arg(0, MASKED_EQ, CLONE_NEW_ALL, 0)]]
        conditional["unshare"] = []
        conditional["setns"] = []
    if unit.get("RestrictRealtime") == "yes":
        conditional["sched_setscheduler"] = [[Arg(1, MASKED_EQ, 0xff, policy)] for policy in (0, 3, 5)]
        conditional["sched_setattr"] = []
    if unit.get("RestrictSUIDSGID") == "yes":
        conditional["chmod"] = [[Arg(1, MASKED_EQ, 0o6000, 0)]]
        conditional["fchmod"] = [[Arg(1, MASKED_EQ, 0o6000, 0)]]
        conditional["fchmodat"] = [[Arg(2, MASKED_EQ, 0o6000, 0)]]
    if unit.get("LockPersonality") == "yes":
        conditional["personality"] = [[Arg(0, EQ, 0)], [Arg(0, EQ, 0xffffffff)]]
    families = {"AF_UNIX": 1, "AF_INET": 2, "AF_INET6": 10}
    if "RestrictAddressFamilies" in unit:
        keep = [families[name] for name in unit["RestrictAddressFamilies"].split()]
        conditional["socket"] = [[Arg(0, EQ, family)] for family in keep]
    sandbox = seccomp.SyscallFilter(defaction=seccomp.ERRNO(error) if error else seccomp.KILL_PROCESS)
    for name in sorted(allowed):
        try:
            for args in conditional.get(name, [[]]):
                sandbox.add_rule(seccomp.ALLOW, name, *args)
        except (RuntimeError, ValueError):
            pass  # not a syscall on this architecture
    if "RestrictAddressFamilies" in unit:
        for family in set(range(46)) - set(keep):
            sandbox.add_rule(seccomp.ERRNO(errno.EAFNOSUPPORT), "socket", Arg(0, EQ, family))
    if unit.get("RestrictNamespaces") == "yes":
        sandbox.add_rule(seccomp.ERRNO(errno.ENOSYS), "clone3")  # as systemd: glibc falls back to clone
    return sandbox


def main():
    if len(sys.argv) < 4 or sys.argv[2] != "--":
        sys.exit(__doc__)
    unit, filters, writable = parse_unit(sys.argv[1])
    command = sys.argv[3:]
    groups = syscall_groups()
    sandbox = syscall_filter(unit, filters, groups) if filters else None
    if os.geteuid() != 0:
        sys.exit("run_hardened: must start as root (mount namespace); the command runs without capabilities")
    # Opened before the mounts: the command may live under a /tmp the sandbox then hides.
    executable = os.open(command[0], os.O_RDONLY | os.O_CLOEXEC)
    sandbox_mounts(unit, writable)
    if "UMask" in unit:
        os.umask(int(unit["UMask"], 8))
    if "LimitNOFILE" in unit:
        limit = int(unit["LimitNOFILE"])
        resource.setrlimit(resource.RLIMIT_NOFILE, (limit, limit))
    if unit.get("CapabilityBoundingSet") == "":
        drop_capabilities()
    if unit.get("NoNewPrivileges") == "yes":
        check(libc.prctl(38, 1, 0, 0, 0), "PR_SET_NO_NEW_PRIVS")
    if sandbox:
        sandbox.load()
    os.execve(executable, command, os.environ)


main()
