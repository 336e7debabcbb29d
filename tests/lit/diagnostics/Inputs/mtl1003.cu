__global__ void k(float *p) { p[0] = 1.f; }
int main() { return 0; }
