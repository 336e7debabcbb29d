#define PLATFORM_FROM "the library"
