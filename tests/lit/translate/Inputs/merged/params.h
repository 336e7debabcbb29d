// A plain header: stays an #include in the host output.
#define SCALE 3.0f
