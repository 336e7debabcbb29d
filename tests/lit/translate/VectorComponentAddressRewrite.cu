// The address of a vector component (`&v.x`, `(&v.x)[k]`, `&p->w`): CUDA's
// vectors are structs, MSL's are built-in types whose components have no
// address, so it is the vector's address cast to an element pointer in the
// vector's space, plus the component's index. Double vectors are structs
// in MSL too and keep the member's address.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

__device__ float first(const float *p, int k) { return p[k]; }

__global__ void components(const float4 *in, int2 *pairs, float *out) {
  float4 v = in[threadIdx.x];
  float s = 0;
  // CHECK: s += (((thread float *)&(v) + 0))[c] * (c + 1);
  for (int c = 0; c < 4; ++c) s += (&v.x)[c] * (c + 1);
  // CHECK: thread float *py = ((thread float *)&(v) + 1);
  float *py = &v.y;
  py[1] += 1.0f;
  // CHECK: first(((device const float *)&(in[threadIdx.x]) + 3), 0)
  s += first(&in[threadIdx.x].w, 0);
  // CHECK: device int *q = ((device int *)(pairs) + 1);
  int *q = &pairs->y;
  *q += 1;
  out[threadIdx.x] = s;
}

__global__ void wide(double2 *d) {
  // CHECK: device metalify::f64 *x = &d->x;
  double *x = &d->x;
  *x += 1.0;
}

int main() { return 0; }
