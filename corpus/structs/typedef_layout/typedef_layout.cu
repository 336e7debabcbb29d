// Anonymous structs named through typedef: an __align__(16) Pair {float,int}
// (padded to 16 bytes) and a Body holding a float3 and a float (16 bytes,
// float3 keeps its 12-byte size). Arrays of both are filled on the host,
// read and written by a kernel; sizeof/offsetof are printed on the host and
// values computed from fields on the device (neighbour reads such as b[i+1].w).
#include <cstddef>
#include <cstdio>
#include <cuda_runtime.h>

typedef struct __align__(16) {
  float a;
  int b;
} Pair;

typedef struct {
  float3 p;
  float w;
} Body;

// Reads `bodies` and writes `moved`: a thread reads its neighbour, which
// another block may be updating, so updates go to a second array.
__global__ void mix(Pair *pairs, const Body *bodies, Body *moved, float *out,
                    int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Body me = bodies[i];
  Body next = bodies[(i + 1) % n];
  Pair q = pairs[i];
  out[i] = me.p.x * next.w + me.p.y - me.p.z + q.a * (float)q.b;
  pairs[i].b = q.b + (int)next.w;
  moved[i] = me;
  moved[i].w = me.w + q.a;
}

int main() {
  const int n = 96;
  Pair hp[n];
  Body hb[n];
  for (int i = 0; i < n; ++i) {
    hp[i].a = (float)(i % 9) * 0.5f;
    hp[i].b = i % 5 - 2;
    hb[i].p = make_float3((float)(i % 4), (float)(i % 7) * 0.25f, (float)(i % 3));
    hb[i].w = (float)(i % 6);
  }
  Pair *dp;
  Body *db, *dmoved;
  float *dout;
  cudaMalloc(&dp, sizeof(hp));
  cudaMalloc(&db, sizeof(hb));
  cudaMalloc(&dmoved, sizeof(hb));
  cudaMalloc(&dout, n * sizeof(float));
  cudaMemcpy(dp, hp, sizeof(hp), cudaMemcpyHostToDevice);
  cudaMemcpy(db, hb, sizeof(hb), cudaMemcpyHostToDevice);
  mix<<<3, 32>>>(dp, db, dmoved, dout, n);
  Pair rp[n];
  Body rb[n];
  float out[n];
  cudaMemcpy(rp, dp, sizeof(rp), cudaMemcpyDeviceToHost);
  cudaMemcpy(rb, dmoved, sizeof(rb), cudaMemcpyDeviceToHost);
  cudaMemcpy(out, dout, sizeof(out), cudaMemcpyDeviceToHost);
  printf("sizeof(Pair)=%d alignof(Pair)=%d offsetof(Pair,b)=%d\n", (int)sizeof(Pair), (int)alignof(Pair),
         (int)offsetof(Pair, b));
  printf("sizeof(Body)=%d offsetof(Body,w)=%d\n", (int)sizeof(Body), (int)offsetof(Body, w));
  int bad = 0, sumB = 0;
  float sumOut = 0.0f, sumW = 0.0f;
  for (int i = 0; i < n; ++i) {
    const Body &me = hb[i], &next = hb[(i + 1) % n];
    float want = me.p.x * next.w + me.p.y - me.p.z + hp[i].a * (float)hp[i].b;
    if (out[i] != want || rp[i].b != hp[i].b + (int)next.w || rp[i].a != hp[i].a || rb[i].w != me.w + hp[i].a ||
        rb[i].p.y != me.p.y)
      ++bad;
    sumB += rp[i].b;
    sumOut += out[i];
    sumW += rb[i].w;
  }
  printf("out[1]=%.3f out[50]=%.3f pairs[7].b=%d bodies[1].w=%.2f\n", out[1], out[50], rp[7].b, rb[1].w);
  printf("sum out=%.3f sum b=%d sum w=%.2f\n", sumOut, sumB, sumW);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
