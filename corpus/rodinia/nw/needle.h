// Sizes shared by needle.cu and needle_kernel.cu (Rodinia layout).
#ifdef RD_WG_SIZE_0_0
#define BLOCK_SIZE RD_WG_SIZE_0_0
#else
#define BLOCK_SIZE 16
#endif
