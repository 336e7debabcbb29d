// Host text around the rewritten constructs is preserved byte for byte:
// comments, blank lines, macros, conditional code, odd formatting.
// RUN: rm -rf %t.out && %blank-checks %s %t.cu
// RUN: %metalify translate %t.cu -o %t.out
// RUN: FileCheck %s --input-file %t.out/%basename_t.tmp.cpp --match-full-lines --strict-whitespace
// RUN: %cxx -std=c++17 -fsyntax-only -I %shim_include %t.out/%basename_t.tmp.cpp
// The host output differs from the input only on the rewritten lines.
// RUN: not diff -U0 %t.cu %t.out/%basename_t.tmp.cpp > %t.diff
// RUN: FileCheck %s --check-prefix=DIFF --input-file %t.diff --match-full-lines
#include <cuda_runtime.h>
#include <cstdio>

/* A block comment
   that spans lines. */
#define N   1024   // spacing kept
#define SQUARE(x) ((x) * (x))

#ifdef USE_DOUBLE
typedef double real;   // inactive branch kept verbatim
#else
typedef float real;
#endif

__global__ void k(real *p) { p[threadIdx.x] = SQUARE(p[threadIdx.x]); }

static int	tabbed = 1;	// tabs kept

int main(int argc, char **) {
  real *p = nullptr;
      k<<<N / 256, 256>>>(p);   // odd indentation kept
  if (argc > 1) { k<<<1, 1>>>(p); }
  return tabbed;
}
// CHECK:#include "metalify/runtime.h"
// CHECK-NEXT:#include <cstdio>
// CHECK-EMPTY:
// CHECK-NEXT:/* A block comment
// CHECK-NEXT:   that spans lines. */
// CHECK-NEXT:#define N   1024   // spacing kept
// CHECK-NEXT:#define SQUARE(x) ((x) * (x))
// CHECK-EMPTY:
// CHECK-NEXT:#ifdef USE_DOUBLE
// CHECK-NEXT:typedef double real;   // inactive branch kept verbatim
// CHECK-NEXT:#else
// CHECK-NEXT:typedef float real;
// CHECK-NEXT:#endif
// CHECK-EMPTY:
// CHECK-NEXT:/* metalify: k runs on the GPU from {{.*}}.metal */
// CHECK-NEXT:inline metalify::Kernel<real *> k{"{{.*}}.metal", "k"};
// CHECK-EMPTY:
// CHECK-NEXT:static int	tabbed = 1;	// tabs kept
// CHECK-EMPTY:
// CHECK-NEXT:int main(int argc, char **) {
// CHECK-NEXT:  real *p = nullptr;
// CHECK-NEXT:      metalify::launch(k, N / 256, 256, 0, 0, p);   // odd indentation kept
// CHECK-NEXT:  if (argc > 1) { metalify::launch(k, 1, 1, 0, 0, p); }
// CHECK-NEXT:  return tabbed;
// CHECK-NEXT:}
// DIFF:@@ -{{[0-9]+}} +{{[0-9]+}} @@
// DIFF-NEXT:-#include <cuda_runtime.h>
// DIFF-NEXT:+#include "metalify/runtime.h"
// DIFF-NEXT:@@ -{{[0-9]+}} +{{[0-9]+}},2 @@
// DIFF-NEXT:-__global__ void k(real *p) { p[threadIdx.x] = SQUARE(p[threadIdx.x]); }
// DIFF-NEXT:+/* metalify: k runs on the GPU from {{.*}}.metal */
// DIFF-NEXT:+inline metalify::Kernel<real *> k{"{{.*}}.metal", "k"};
// DIFF-NEXT:@@ -{{[0-9]+}},2 +{{[0-9]+}},2 @@
// DIFF-NEXT:-      k<<<N / 256, 256>>>(p);   // odd indentation kept
// DIFF-NEXT:-  if (argc > 1) { k<<<1, 1>>>(p); }
// DIFF-NEXT:+      metalify::launch(k, N / 256, 256, 0, 0, p);   // odd indentation kept
// DIFF-NEXT:+  if (argc > 1) { metalify::launch(k, 1, 1, 0, 0, p); }
// DIFF-NOT:{{.}}
