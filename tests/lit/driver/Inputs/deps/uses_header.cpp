#include "local header.h"
#include <cuda_runtime.h>
int main() { return LOCAL_VALUE - 7; }
