// MTL2009: a pointer inside a by-value struct argument that the shim cannot
// translate (direct pointer members are translated: struct-pointer-members.cu)
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal
// RUN: test ! -e %t.dir/%basename_t.tmp.cpp

struct Buffer {
  float *data;
  int n;
};
struct Nested {
  Buffer in;
};
struct Table {
  float *rows[4];
};
struct Deep {
  float **p;
};
struct Linked {
  Buffer *buffers;
};
// CHECK: {{.*}}.cu:[[@LINE+1]]:26: error: kernel parameter 'b' passes a pointer inside a by-value struct that the shim cannot translate: member 'in' is a nested struct holding a pointer; only direct members are translated [MTL2009]
__global__ void k(Nested b) { b.in.data[0] = b.in.n; }
// CHECK: {{.*}}.cu:[[@LINE+1]]:26: error: kernel parameter 't' passes a pointer inside a by-value struct that the shim cannot translate: member 'rows' is an array holding pointers; {{.*}} [MTL2009]
__global__ void kt(Table t) { t.rows[0][0] = 1.0f; }
// CHECK: {{.*}}.cu:[[@LINE+1]]:25: error: kernel parameter 'd' passes a pointer inside a by-value struct that the shim cannot translate: member 'p' points to a pointer; {{.*}} [MTL2009]
__global__ void kd(Deep d) { d.p[0][0] = 1.0f; }
// CHECK: {{.*}}.cu:[[@LINE+1]]:27: error: kernel parameter 'l' passes a pointer inside a by-value struct that the shim cannot translate: member 'buffers' points to data that holds pointers, {{.*}} [MTL2009]
__global__ void kl(Linked l) { l.buffers[0].data[0] = 1.0f; }

int main() { return 0; }
