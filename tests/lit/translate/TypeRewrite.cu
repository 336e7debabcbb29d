// TypeRewrite and the declaration order: user types used by device code
// (structs, enums, typedefs, aliases) are emitted before it, dependencies
// first; 64-bit integer names follow the type rows.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=TYPEDEF --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=STDINT --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=TYPEOF --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=KEYWORDS --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

#include <cstdint>

enum class Mode { Add, Mul };
typedef float real;
using Index = int;
struct Op {
  Mode mode;
  real value;
};

__device__ real apply(Op op, real x) {
  return op.mode == Mode::Add ? x + op.value : x * op.value;
}

__global__ void run(real *data, Op op, Index n) {
  Index i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] = apply(op, data[i]);
}

// Multi-keyword scalar types take their one-word MSL names from the
// scalar-type rows, in the argument struct and in templates (atomic_uint).
__global__ void tally(unsigned *bins, unsigned long long total,
                      unsigned short step, unsigned char tag,
                      signed char bias, unsigned int scale) {
  atomicAdd(&bins[tag], (unsigned)(total / step) * scale + bias);
}

// A struct defined inside a typedef (C style, as Rodinia writes it) is
// emitted once, as the typedef that holds it, whichever name device code
// uses; a member's type is emitted before it.
struct Pair {
  float a, b;
};
typedef struct latLong {
  Pair p;
  float lat;
} LatLong;
typedef struct {
  int count;
} Counter;

__global__ void near(LatLong *loc, struct latLong *other, Counter *c) {
  loc[0].lat = other[0].p.a;
  c->count++;
}

// The C library's scalar typedefs are spelled as their targets: the .metal
// file includes no C header (a row, as for uint32_t -> uint, comes first).
// STDINT:      struct widths_args {
// STDINT-NEXT:   long step;
// STDINT-NEXT: };
// STDINT:      kernel void widths(
// STDINT-NEXT:   device long *out {{\[\[}}buffer(0){{\]\]}},
// STDINT:        const long base = (long)blockIdx.x * step;
// STDINT-NEXT:   short lane = (short)threadIdx.x;
// STDINT-NEXT:   uint mask = (int)lane & 0xffu;
__global__ void widths(int64_t *out, int64_t step) {
  const int64_t base = (int64_t)blockIdx.x * step;
  int16_t lane = (int16_t)threadIdx.x;
  uint32_t mask = (int32_t)lane & 0xffu;
  out[threadIdx.x] = base + mask;
}

// GNU's __typeof__, written or in a statement-expression macro (the way
// generated code spells min and max), becomes the type it names: MSL has
// no typeof. The macro is expanded before translating (MacroPreexpansion),
// printed with `__typeof__`, which C++ modes parse.
#define MIN_OF(a, b) ({ __typeof__(a) a_ = (a); __typeof__(b) b_ = (b); a_ < b_ ? a_ : b_; })
// TYPEOF:      kernel void lows(
// TYPEOF:        int first = out[0];
// TYPEOF-NEXT:   out[threadIdx.x] = ({ int a_ = (first); int b_ = ((int)threadIdx.x); a_ < b_ ? a_ : b_; });
// TYPEOF-NEXT:   f[0] = ({ float a_ = (f[1]); float b_ = (2.F); a_ < b_ ? a_ : b_; });
__global__ void lows(int *out, float *f) {
  __typeof__(out[0]) first = out[0];
  out[threadIdx.x] = MIN_OF(first, (int)threadIdx.x);
  f[0] = MIN_OF(f[1], 2.0f);
}

int main() { return 0; }


// CHECK-DAG:  enum class Mode { Add, Mul };
// CHECK-DAG:  typedef float real;
// CHECK-DAG:  using Index = int;
// CHECK-DAG:  struct Op {
// CHECK:      real apply(Op op, real x) {
// CHECK:      struct run_args {
// CHECK-NEXT:   Op op;
// CHECK-NEXT:   Index n;
// CHECK-NEXT: };
// CHECK:          device real *data {{\[\[}}buffer(0){{\]\]}},
// CHECK: struct tally_args {
// CHECK-NEXT:   ulong total;
// CHECK-NEXT:   ushort step;
// CHECK-NEXT:   uchar tag;
// CHECK-NEXT:   char bias;
// CHECK-NEXT:   uint scale;
// CHECK-NEXT: };
// CHECK: atomic_fetch_add_explicit((device atomic_uint*)(&bins[tag]),
// TYPEDEF:      struct Pair {
// TYPEDEF-NOT:  struct latLong {
// TYPEDEF:      typedef struct latLong {
// TYPEDEF-NEXT:   Pair p;
// TYPEDEF-NEXT:   float lat;
// TYPEDEF-NEXT: } LatLong;
// TYPEDEF-NOT:  struct latLong {
// TYPEDEF:      typedef struct {
// TYPEDEF-NEXT:   int count;
// TYPEDEF-NEXT: } Counter;
// TYPEDEF-NOT:  struct latLong {

// Builtin types of several keywords, in a template kernel: its instance's
// type locations start at the first keyword only; the whole name is
// replaced, never `unsigned` alone (`uchar char`).
template <int Items>
__global__ void keywords(unsigned char *out, unsigned long long *wide) {
  unsigned char vals[Items];
  unsigned short halfword = (unsigned short)threadIdx.x;
  long long int total = 0;
  for (int i = 0; i < Items; ++i) {
    vals[i] = (unsigned char)(i + halfword);
    total += vals[i];
  }
  out[threadIdx.x] = vals[Items - 1];
  wide[threadIdx.x] = (unsigned long long)total;
}

void launchKeywords(unsigned char *out, unsigned long long *wide) {
  keywords<4><<<1, 32>>>(out, wide);
}

// KEYWORDS:      kernel void keywords_4(
// KEYWORDS-NEXT:   device uchar *out {{\[\[}}buffer(0){{\]\]}},
// KEYWORDS-NEXT:   device ulong *wide {{\[\[}}buffer(1){{\]\]}},
// KEYWORDS:        uchar vals[Items];
// KEYWORDS-NEXT:   ushort halfword = (ushort)
// KEYWORDS-NEXT:   long total = 0;
// KEYWORDS:          vals[i] = (uchar)(i + halfword);
// KEYWORDS:        wide[{{.*}}] = (ulong)total;
