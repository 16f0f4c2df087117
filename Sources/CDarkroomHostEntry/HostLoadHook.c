#include "CDarkroomHostEntry.h"

// The host must see a request before the test runner lists or runs a single test, so that a
// `darkroom` command never runs the team's tests, and a plain `swift test` never sees the host.
// Registering the observer when the library loads is the earliest point XCTest offers.
__attribute__((constructor)) static void darkroom_host_load_hook(void) {
  darkroom_register_host();
}
