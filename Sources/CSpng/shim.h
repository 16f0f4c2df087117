#include <spng.h>
