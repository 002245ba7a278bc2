// libpulse-simple: blocking capture from a PulseAudio (or pipewire-pulse) source for `listen`.
#include <pulse/simple.h>
#include <pulse/error.h>
