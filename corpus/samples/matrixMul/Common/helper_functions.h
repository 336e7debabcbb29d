// The CUDA samples' umbrella header for host helpers (written for this
// corpus): strings/command line and timers.
#ifndef COMMON_HELPER_FUNCTIONS_H_
#define COMMON_HELPER_FUNCTIONS_H_

#include <assert.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <algorithm>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include <helper_string.h>
#include <helper_timer.h>

#endif // COMMON_HELPER_FUNCTIONS_H_
