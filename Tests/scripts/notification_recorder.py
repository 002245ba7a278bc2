#!/usr/bin/python3
"""A notification server for tests: owns org.freedesktop.Notifications on the session bus
it is started on, answers Notify, GetCapabilities, GetServerInformation and
CloseNotification as a real server does, and appends each Notify call to a file as one
JSON line. `--inhibited` makes it report the `Inhibited` property (Do Not Disturb) as true.

Usage: notification_recorder.py RECORD_FILE [--inhibited]
It prints "ready" on stdout once it owns the name."""
import json
import sys

import dbus
import dbus.service
from dbus.mainloop.glib import DBusGMainLoop
from gi.repository import GLib

INTERFACE = "org.freedesktop.Notifications"


class Recorder(dbus.service.Object):
    def __init__(self, bus, record_file, inhibited):
        super().__init__(bus, "/org/freedesktop/Notifications")
        self.record_file = record_file
        self.inhibited = inhibited
        self.next_id = 1

    @dbus.service.method(INTERFACE, in_signature="susssasa{sv}i", out_signature="u")
    def Notify(self, app_name, replaces_id, app_icon, summary, body, actions, hints, expire_timeout):
        notification_id = self.next_id
        self.next_id += 1
        record = {"id": notification_id, "app_name": str(app_name), "summary": str(summary), "body": str(body),
                  "urgency": int(hints["urgency"]) if "urgency" in hints else None,
                  "expire_timeout": int(expire_timeout)}
        with open(self.record_file, "a") as f:
            f.write(json.dumps(record) + "\n")
        return dbus.UInt32(notification_id)

    @dbus.service.method(INTERFACE, out_signature="as")
    def GetCapabilities(self):
        return ["body"]

    @dbus.service.method(INTERFACE, out_signature="ssss")
    def GetServerInformation(self):
        return ("spend-test-recorder", "spend", "1.0", "1.2")

    @dbus.service.method(INTERFACE, in_signature="u")
    def CloseNotification(self, notification_id):
        pass

    @dbus.service.method(dbus.PROPERTIES_IFACE, in_signature="ss", out_signature="v")
    def Get(self, interface, name):
        if interface == INTERFACE and name == "Inhibited":
            return dbus.Boolean(self.inhibited)
        raise dbus.exceptions.DBusException("no property " + name, name="org.freedesktop.DBus.Error.UnknownProperty")

    @dbus.service.method(dbus.PROPERTIES_IFACE, in_signature="s", out_signature="a{sv}")
    def GetAll(self, interface):
        return {"Inhibited": dbus.Boolean(self.inhibited)} if interface == INTERFACE else {}


def main():
    DBusGMainLoop(set_as_default=True)
    bus = dbus.SessionBus()
    recorder = Recorder(bus, sys.argv[1], "--inhibited" in sys.argv[2:])
    name = dbus.service.BusName(INTERFACE, bus, do_not_queue=True)
    print("ready", flush=True)
    GLib.MainLoop().run()


if __name__ == "__main__":
    main()
