// MTL3010: textures and surfaces are not translated. Our headers declare
// CUDA's texture API (texture objects and the texture references older
// benchmarks use) so that a program using it parses and the use is reported
// where it is, not as an unknown name. Host calls: MTL3010-host.cu.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %expect-exit 1 %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: test ! -e %t.dir/%basename_t.tmp.metal

__global__ void scale(cudaTextureObject_t tex, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    // CHECK: {{.*}}.cu:[[@LINE+1]]:21: error: textures and surfaces are not translated: 'tex1Dfetch' [MTL3010]
    out[i] = 2.0f * tex1Dfetch<float>(tex, i);
}

texture<float, 1, cudaReadModeElementType> texRef;

__global__ void legacy(float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    // CHECK: {{.*}}.cu:[[@LINE+1]]:14: error: textures and surfaces are not translated: 'tex1Dfetch' [MTL3010]
    out[i] = tex1Dfetch(texRef, i);
}

int main() {
  const int n = 256;
  float *d, *out;
  cudaMalloc(&d, n * sizeof(float));
  cudaMalloc(&out, n * sizeof(float));
  cudaResourceDesc res = {};
  res.resType = cudaResourceTypeLinear;
  res.res.linear.devPtr = d;
  res.res.linear.desc = cudaCreateChannelDesc<float>();
  res.res.linear.sizeInBytes = n * sizeof(float);
  cudaTextureDesc desc = {};
  desc.readMode = cudaReadModeElementType;
  cudaTextureObject_t tex = 0;
  cudaCreateTextureObject(&tex, &res, &desc, nullptr);
  scale<<<1, n>>>(tex, out, n);
  cudaBindTexture(0, texRef, d, n * sizeof(float));
  legacy<<<1, n>>>(out, n);
  cudaDestroyTextureObject(tex);
  return 0;
}
