// Exits with the status given as its first argument.
#include <cstdlib>
int main(int Argc, char **Argv) { return Argc > 1 ? std::atoi(Argv[1]) : 0; }
