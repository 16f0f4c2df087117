#include "CDarkroomDiscovery.h"
#include <stdbool.h>

// The start of the Swift runtime's per-image record (swift/shims/MetadataSections.h in the
// Swift repository): only the fields up to the conformance section are read, and their
// layout has been the same since Swift 5.
typedef struct {
  uintptr_t start;
  size_t length;
} section_range;

typedef struct {
  uintptr_t version;
  const void *base_address;
  void *unused0;
  void *unused1;
  section_range swift5_protocols;
  section_range swift5_protocol_conformances;
} metadata_sections_prefix;

// Exported by the Swift runtime on ELF platforms (stdlib/public/runtime/ImageInspectionCommon.cpp);
// declared weak so that a runtime without it is detected instead of failing to link.
extern void swift_enumerateAllMetadataSections(
    bool (*body)(const metadata_sections_prefix *sections, void *context), void *context)
    __attribute__((weak));

typedef struct {
  void (*body)(darkroom_section, void *);
  void *context;
} visit;

static bool visit_image(const metadata_sections_prefix *sections, void *context) {
  visit *v = (visit *)context;
  darkroom_section section = {(const void *)sections->swift5_protocol_conformances.start,
                              sections->swift5_protocol_conformances.length};
  v->body(section, v->context);
  return true;
}

int darkroom_enumerate_conformance_sections(void (*body)(darkroom_section, void *), void *context) {
  if (!swift_enumerateAllMetadataSections) return 0;
  visit v = {body, context};
  swift_enumerateAllMetadataSections(visit_image, &v);
  return 1;
}
