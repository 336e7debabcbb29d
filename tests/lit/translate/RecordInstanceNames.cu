// A class-template instance named anywhere in a record takes the instance's
// MSL name: in a plain record's fields, in a nested record and in a base
// specifier. Builtin types of several keywords keep all of them in an
// instance, also where an array bound depends on the template argument.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

struct Cell { int a; };

template <typename T> struct Raw {
  unsigned int words[(sizeof(T) + 3) / 4];
  unsigned char tag;
  __device__ T &view() { return reinterpret_cast<T &>(*this); }
};
// CHECK: struct Raw_Cell {
// CHECK: uint words[(sizeof(T) + 3) / 4];
// CHECK-NEXT: uchar tag;

struct Holder {
  Raw<Cell> field;
// CHECK: struct Holder {
// CHECK-NEXT: Raw_Cell field;
  struct Nested {
    Raw<Cell> inner;
  };
// CHECK: struct Nested {
// CHECK-NEXT: Raw_Cell inner;
  struct Storage : Raw<Cell> {};
// CHECK: struct Storage : Raw_Cell {};
};

__global__ void use(int *out) {
  __shared__ Holder::Storage storage;
  Holder h;
  Holder::Nested n;
  h.field.words[0] = 1;
  n.inner.words[0] = 2;
  storage.view().a = 3;
  __syncthreads();
  out[threadIdx.x] = h.field.words[0] + n.inner.words[0] + storage.view().a;
}
