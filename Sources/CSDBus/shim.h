// sd-bus from libsystemd: the session bus client for desktop notifications.
#include <systemd/sd-bus.h>
#include <stdint.h>

// Swift cannot call C variadic functions, and sd-bus builds messages through them, so the
// one call Spend makes is spelled here: org.freedesktop.Notifications.Notify with the
// "urgency" hint (0 low, 1 normal, 2 critical). Returns the server's id or a negative errno.
static inline int spend_sd_bus_notify(sd_bus *bus, const char *app_name, const char *summary, const char *body,
                                      uint8_t urgency, int32_t expire_timeout, uint64_t timeout_usec,
                                      uint32_t *id_out, sd_bus_error *error) {
    sd_bus_message *call = NULL, *reply = NULL;
    int r = sd_bus_message_new_method_call(bus, &call, "org.freedesktop.Notifications", "/org/freedesktop/Notifications",
                                           "org.freedesktop.Notifications", "Notify");
    if (r < 0) return r;
    r = sd_bus_message_append(call, "susssasa{sv}i", app_name, (uint32_t)0, "", summary, body, 0,
                              1, "urgency", "y", urgency, expire_timeout);
    if (r >= 0) r = sd_bus_call(bus, call, timeout_usec, error, &reply);
    if (r >= 0) r = sd_bus_message_read(reply, "u", id_out);
    sd_bus_message_unref(reply);
    sd_bus_message_unref(call);
    return r;
}
