// A library header on the system path that picks its platform header with
// a quoted include, as Boost's config does.
#include "cfg/platform.h"
