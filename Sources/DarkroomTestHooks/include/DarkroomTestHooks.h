#ifndef DARKROOM_TEST_HOOKS_H
#define DARKROOM_TEST_HOOKS_H

/// Registers Darkroom's XCTest observer. Called once when the library is loaded; calling it
/// again does nothing.
void darkroom_register_xctest_observer(void);

#endif
