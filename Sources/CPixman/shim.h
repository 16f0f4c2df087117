// pixman converts between pixel formats (channel order, RGB and RGBA, alpha planes) in
// optimised C, which an unoptimised (debug) build of the engine calls at full speed.
#include <pixman.h>
