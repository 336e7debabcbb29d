// Single-head scaled dot-product attention for a short sequence: scores =
// Q K^T / sqrt(d) with a causal mask, row softmax in shared memory, then
// scores x V. One block per query row; three phases separated by barriers.
#include <cmath>
#include <cstdio>
#include <cuda_runtime.h>

#define SEQ 64
#define DIM 32

__global__ void attention(const float *Q, const float *K, const float *V, float *O) {
  __shared__ float scores[SEQ];
  __shared__ float red[SEQ];
  int q = blockIdx.x, t = threadIdx.x; // blockDim.x == SEQ
  float s = -INFINITY;
  if (t <= q) {
    float dot = 0.0f;
    for (int d = 0; d < DIM; ++d)
      dot += Q[q * DIM + d] * K[t * DIM + d];
    s = dot * rsqrtf((float)DIM);
  }
  scores[t] = s;
  red[t] = s;
  __syncthreads();
  for (int st = SEQ / 2; st > 0; st >>= 1) {
    if (t < st)
      red[t] = fmaxf(red[t], red[t + st]);
    __syncthreads();
  }
  float m = red[0];
  __syncthreads();
  float e = t <= q ? expf(scores[t] - m) : 0.0f;
  scores[t] = e;
  red[t] = e;
  __syncthreads();
  for (int st = SEQ / 2; st > 0; st >>= 1) {
    if (t < st)
      red[t] += red[t + st];
    __syncthreads();
  }
  float inv = 1.0f / red[0];
  if (t < DIM) {
    float acc = 0.0f;
    for (int k = 0; k <= q; ++k)
      acc += scores[k] * V[k * DIM + t];
    O[q * DIM + t] = acc * inv;
  }
}

int main() {
  float Q[SEQ * DIM], K[SEQ * DIM], V[SEQ * DIM], O[SEQ * DIM];
  for (int i = 0; i < SEQ * DIM; ++i) {
    Q[i] = sinf(i * 0.37f) * 0.5f;
    K[i] = cosf(i * 0.11f) * 0.5f;
    V[i] = (float)(i % 17) * 0.1f - 0.8f;
  }
  float *dq, *dk, *dv, *dout;
  cudaMalloc(&dq, sizeof(Q));
  cudaMalloc(&dk, sizeof(K));
  cudaMalloc(&dv, sizeof(V));
  cudaMalloc(&dout, sizeof(O));
  cudaMemcpy(dq, Q, sizeof(Q), cudaMemcpyHostToDevice);
  cudaMemcpy(dk, K, sizeof(K), cudaMemcpyHostToDevice);
  cudaMemcpy(dv, V, sizeof(V), cudaMemcpyHostToDevice);
  attention<<<SEQ, SEQ>>>(dq, dk, dv, dout);
  cudaMemcpy(O, dout, sizeof(O), cudaMemcpyDeviceToHost);
  double maxErr = 0, sum = 0;
  for (int q = 0; q < SEQ; ++q) {
    double sc[SEQ], m = -1e30, den = 0;
    for (int k = 0; k <= q; ++k) {
      double dot = 0;
      for (int d = 0; d < DIM; ++d)
        dot += (double)Q[q * DIM + d] * K[k * DIM + d];
      sc[k] = dot / sqrt((double)DIM);
      m = sc[k] > m ? sc[k] : m;
    }
    for (int k = 0; k <= q; ++k)
      den += exp(sc[k] - m);
    for (int d = 0; d < DIM; ++d) {
      double acc = 0;
      for (int k = 0; k <= q; ++k)
        acc += exp(sc[k] - m) / den * V[k * DIM + d];
      double e = fabs(acc - O[q * DIM + d]);
      maxErr = e > maxErr ? e : maxErr;
      sum += O[q * DIM + d];
    }
  }
  printf("O[0][0..2]=%.5f %.5f %.5f O[63][31]=%.5f sum=%.4f\n", O[0], O[1], O[2], O[SEQ * DIM - 1], sum);
  printf("%s\n", maxErr < 1e-5 ? "PASS" : "FAIL");
  return 0;
}
