// Cairo draws, Pango shapes and breaks lines, fontconfig finds the pinned fonts.
//
// Cairo and fontconfig come with their own headers (cairo's include path from its
// pkg-config file, fontconfig's from the compiler's default path). Pango's headers need
// glib's include paths, which only come with pango's pkg-config file, and that file carries
// a `-pthread` flag SwiftPM warns about on every build. So the few Pango functions the
// renderer calls are declared in pango_functions.h, with the types they use, exactly as
// Pango 1.50 declares them; the libraries are linked by the module map.
#include <cairo.h>
#include <fontconfig/fontconfig.h>
#include "pango_functions.h"
