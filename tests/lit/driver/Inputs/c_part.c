/* A C source in a CUDA project: compiled with the C compiler. */
int cTwice(int x) { return 2 * x; }
