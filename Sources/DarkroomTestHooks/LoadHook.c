#include "DarkroomTestHooks.h"

// XCTest on Linux offers no public way to ask which test is running, and an observer added
// during the first test would miss that test's start. Registering when the library loads,
// before the test runner starts, lets every snapshot know its test case and suite.
__attribute__((constructor)) static void darkroom_load_hook(void) {
  darkroom_register_xctest_observer();
}
