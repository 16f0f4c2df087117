#ifndef C_DARKROOM_DISCOVERY_H
#define C_DARKROOM_DISCOVERY_H

#include <stddef.h>
#include <stdint.h>

/// One section of a loaded Swift image: its start address and length in bytes.
typedef struct {
  const void *start;
  size_t length;
} darkroom_section;

/// Calls `body` with the `swift5_protocol_conformances` section of every Swift image the
/// runtime has registered (the executable, its shared libraries, and any loaded later).
/// Returns 0 when the runtime does not offer the enumeration (then nothing is called).
int darkroom_enumerate_conformance_sections(void (*body)(darkroom_section section, void *context), void *context);

#endif
