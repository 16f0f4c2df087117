#ifndef CDARKROOM_HOST_ENTRY_H
#define CDARKROOM_HOST_ENTRY_H

/// Registers the host's test observer, which runs a `darkroom` request when the test binary
/// starts with one. Called once when the library is loaded.
void darkroom_register_host(void);

#endif
