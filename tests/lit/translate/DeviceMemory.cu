// memset and memcpy in device code (the memset and memcpy rows, and the
// __builtin_memset and __builtin_memcpy rows of the compiler builtins behind
// them): byte loops over pointers of any address space, from table helpers.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %msl-syntax %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

struct Counts { int hits[4]; float sum; };

__global__ void tally(const int *in, int *out, Counts *total) {
  unsigned char seen[16];
  __shared__ int tile[32];
  Counts mine;
  memset(seen, 0, sizeof(seen));
  memset(&mine, 0, sizeof(Counts));
  memcpy(tile, in + blockIdx.x * 32, 32 * sizeof(int));
  __syncthreads();
  seen[tile[threadIdx.x] & 15] = 1;
  mine.hits[0] = seen[threadIdx.x & 15];
  memcpy(out + threadIdx.x, &mine.hits[0], sizeof(int));
  if (threadIdx.x == 0)
    memcpy(total, &mine, sizeof(mine));
  int words[2];
  __builtin_memset(words, 0, sizeof(words));
  __builtin_memcpy(out + 32 + threadIdx.x, words, sizeof(int));
}

int main() { return 0; }

// CHECK-DAG: inline D metalify_memcpy(D dst, S src, size_t n)
// CHECK-DAG: inline D metalify_memset(D dst, int value, size_t n)
// CHECK-LABEL: kernel void
// CHECK: metalify_memset((thread uchar *)(seen), 0, sizeof(seen));
// CHECK-NEXT: metalify_memset((thread uchar *)(&mine), 0, sizeof(Counts));
// CHECK-NEXT: metalify_memcpy((threadgroup uchar *)(tile), (const device uchar *)(in + blockIdx.x * 32), 32 * sizeof(int));
// CHECK: metalify_memcpy((device uchar *)(out + threadIdx.x), (const thread uchar *)(&mine.hits[0]), sizeof(int));
// CHECK: metalify_memcpy((device uchar *)(total), (const thread uchar *)(&mine), sizeof(mine));
// CHECK: metalify_memset((thread uchar *)(words), 0, sizeof(words));
// CHECK-NEXT: metalify_memcpy((device uchar *)(out + 32 + threadIdx.x), (const thread uchar *)(words), sizeof(int));
