// Macro uses in the program-scope declarations device code needs (array
// bounds and default initializers of struct members, constant
// initializers) are expanded: the .metal file has no #defines.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %msl-syntax %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

#define TREE_SIZE 8
#define SCALE(x) ((x) * 2)
struct Tree {
  int apples[TREE_SIZE];
  int weight = SCALE(TREE_SIZE);
};
constexpr int kTotal = SCALE(TREE_SIZE) + 1;

__global__ void count(const Tree *trees, int *out) {
  out[threadIdx.x] = trees[threadIdx.x].apples[0] + kTotal;
}

int main() { return 0; }

// CHECK:      int apples[8];
// CHECK-NEXT: int weight = ((8) * 2);
// CHECK:      constexpr constant int kTotal = ((8) * 2) + 1;
// CHECK-NOT:  TREE_SIZE
