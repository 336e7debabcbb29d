// A program's partial copy of the library, next to its .cu: nvcc never
// looks here for the library's own quoted includes.
#define PLATFORM_FROM "the program's copy"
