// cuBLASLt matmuls as a transformer layer issues them: out = inp W^T + bias
// with the weight stored transposed, optional ReLU/GELU epilogues, row-major
// layouts, strided batches and half precision; each result is printed so
// the run can be compared with NVIDIA's cuBLASLt.
#include <cstdint>
#include <cstdio>
#include <cmath>
#include <cstdlib>
#include <cublasLt.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#define CHECK(call)                                                            \
  do {                                                                         \
    cublasStatus_t s_ = (call);                                                \
    if (s_ != CUBLAS_STATUS_SUCCESS) {                                         \
      printf("%s failed: %d\n", #call, (int)s_);                               \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

static float value(int i, int salt) {
  return (float)((i * 29 + salt * 13) % 19) / 6.0f - 1.5f;
}

static void *upload(const float *h, int n, bool half) {
  void *d;
  if (!half) {
    cudaMalloc(&d, n * sizeof(float));
    cudaMemcpy(d, h, n * sizeof(float), cudaMemcpyHostToDevice);
    return d;
  }
  __half *t = (__half *)malloc(n * sizeof(__half));
  for (int i = 0; i < n; ++i)
    t[i] = __float2half(h[i]);
  cudaMalloc(&d, n * sizeof(__half));
  cudaMemcpy(d, t, n * sizeof(__half), cudaMemcpyHostToDevice);
  free(t);
  return d;
}

static void print(const char *name, const void *d, int n, int perLine,
                  bool half) {
  float h[256];
  if (half) {
    __half t[256];
    cudaMemcpy(t, d, n * sizeof(__half), cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; ++i)
      h[i] = __half2float(t[i]);
  } else {
    cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost);
  }
  printf("%s:", name);
  for (int i = 0; i < n; ++i)
    printf(i % perLine ? " %8.4f" : "\n  %8.4f", h[i]);
  printf("\n");
}

struct Layouts {
  cublasLtMatrixLayout_t w, in, out;
};

/// out[B*T, OC] (row-major) = inp[B*T, C] weight[OC, C]^T + bias, as the
/// column-major product out^T = weight^T... written the way llm.c does.
static void linear(cublasLtHandle_t lt, cublasLtEpilogue_t epilogue,
                   const void *inp, const void *weight, const void *bias,
                   void *out, int BT, int C, int OC, bool half) {
  cudaDataType_t type = half ? CUDA_R_16F : CUDA_R_32F;
  cublasLtMatmulDesc_t desc;
  CHECK(cublasLtMatmulDescCreate(&desc, CUBLAS_COMPUTE_32F, CUDA_R_32F));
  cublasOperation_t t = CUBLAS_OP_T, n = CUBLAS_OP_N;
  CHECK(cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_TRANSA, &t,
                                       sizeof t));
  CHECK(cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_TRANSB, &n,
                                       sizeof n));
  CHECK(cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_EPILOGUE,
                                       &epilogue, sizeof epilogue));
  if (bias)
    CHECK(cublasLtMatmulDescSetAttribute(
        desc, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &bias, sizeof bias));
  Layouts l;
  CHECK(cublasLtMatrixLayoutCreate(&l.w, type, C, OC, C));
  CHECK(cublasLtMatrixLayoutCreate(&l.in, type, C, BT, C));
  CHECK(cublasLtMatrixLayoutCreate(&l.out, type, OC, BT, OC));
  cublasLtMatmulPreference_t pref;
  CHECK(cublasLtMatmulPreferenceCreate(&pref));
  size_t workspace = 1 << 20;
  CHECK(cublasLtMatmulPreferenceSetAttribute(
      pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &workspace,
      sizeof workspace));
  cublasLtMatmulHeuristicResult_t heuristic;
  int found = 0;
  CHECK(cublasLtMatmulAlgoGetHeuristic(lt, desc, l.w, l.in, l.out, l.out, pref,
                                       1, &heuristic, &found));
  if (found == 0) {
    printf("no algorithm\n");
    exit(1);
  }
  void *ws;
  cudaMalloc(&ws, workspace);
  const float alpha = 1.0f, beta = 0.0f;
  CHECK(cublasLtMatmul(lt, desc, &alpha, weight, l.w, inp, l.in, &beta, out,
                       l.out, out, l.out, &heuristic.algo, ws, workspace, 0));
  cudaDeviceSynchronize();
  cudaFree(ws);
  cublasLtMatmulPreferenceDestroy(pref);
  cublasLtMatrixLayoutDestroy(l.w);
  cublasLtMatrixLayoutDestroy(l.in);
  cublasLtMatrixLayoutDestroy(l.out);
  cublasLtMatmulDescDestroy(desc);
}

int main() {
  cublasLtHandle_t lt;
  CHECK(cublasLtCreate(&lt));
  const int BT = 4, C = 6, OC = 5;
  float inp[BT * C], weight[OC * C], bias[OC];
  for (int i = 0; i < BT * C; ++i)
    inp[i] = value(i, 1);
  for (int i = 0; i < OC * C; ++i)
    weight[i] = value(i, 2) * 0.5f;
  for (int i = 0; i < OC; ++i)
    bias[i] = value(i, 3);

  int wrong = 0;
  const struct {
    const char *name;
    cublasLtEpilogue_t epilogue;
    bool bias;
  } cases[] = {{"plain", CUBLASLT_EPILOGUE_DEFAULT, false},
               {"bias", CUBLASLT_EPILOGUE_BIAS, true},
               {"relu", CUBLASLT_EPILOGUE_RELU, false},
               {"relu+bias", CUBLASLT_EPILOGUE_RELU_BIAS, true},
               {"gelu", CUBLASLT_EPILOGUE_GELU, false},
               {"gelu+bias", CUBLASLT_EPILOGUE_GELU_BIAS, true}};
  for (bool half : {false, true}) {
    void *dIn = upload(inp, BT * C, half), *dW = upload(weight, OC * C, half);
    void *dBias = upload(bias, OC, half), *dOut;
    cudaMalloc(&dOut, BT * OC * sizeof(float));
    for (const auto &c : cases) {
      linear(lt, c.epilogue, dIn, dW, c.bias ? dBias : nullptr, dOut, BT, C,
             OC, half);
      char name[64];
      snprintf(name, sizeof name, "%s %s", half ? "half" : "float", c.name);
      print(name, dOut, BT * OC, OC, half);
      if (!half && c.epilogue == CUBLASLT_EPILOGUE_BIAS) {
        float got[BT * OC];
        cudaMemcpy(got, dOut, sizeof got, cudaMemcpyDeviceToHost);
        for (int r = 0; r < BT; ++r)
          for (int o = 0; o < OC; ++o) {
            float want = bias[o];
            for (int i = 0; i < C; ++i)
              want += inp[r * C + i] * weight[o * C + i];
            wrong += fabsf(got[r * OC + o] - want) > 1e-4f;
          }
      }
    }
    cudaFree(dIn);
    cudaFree(dW);
    cudaFree(dBias);
    cudaFree(dOut);
  }

  // Row-major layouts, two strided batches, D = 2 A B - C with C != D.
  {
    const int m = 3, n = 4, k = 2, batch = 2;
    float a[batch * m * k], b[batch * k * n], c[batch * m * n];
    for (int i = 0; i < batch * m * k; ++i)
      a[i] = value(i, 4);
    for (int i = 0; i < batch * k * n; ++i)
      b[i] = value(i, 5);
    for (int i = 0; i < batch * m * n; ++i)
      c[i] = value(i, 6);
    void *dA = upload(a, batch * m * k, false);
    void *dB = upload(b, batch * k * n, false);
    void *dC = upload(c, batch * m * n, false), *dD;
    cudaMalloc(&dD, batch * m * n * sizeof(float));
    cublasLtMatmulDesc_t desc;
    CHECK(cublasLtMatmulDescCreate(&desc, CUBLAS_COMPUTE_32F, CUDA_R_32F));
    cublasLtOrder_t row = CUBLASLT_ORDER_ROW;
    int32_t count = batch;
    cublasLtMatrixLayout_t la, lb, lc;
    const struct {
      cublasLtMatrixLayout_t *l;
      int rows, cols;
    } shapes[] = {{&la, m, k}, {&lb, k, n}, {&lc, m, n}};
    for (const auto &s : shapes) {
      CHECK(cublasLtMatrixLayoutCreate(s.l, CUDA_R_32F, s.rows, s.cols,
                                       s.cols));
      CHECK(cublasLtMatrixLayoutSetAttribute(*s.l, CUBLASLT_MATRIX_LAYOUT_ORDER,
                                             &row, sizeof row));
      CHECK(cublasLtMatrixLayoutSetAttribute(
          *s.l, CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT, &count, sizeof count));
      int64_t stride = (int64_t)s.rows * s.cols;
      CHECK(cublasLtMatrixLayoutSetAttribute(
          *s.l, CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET, &stride,
          sizeof stride));
    }
    const float alpha = 2.0f, beta = -1.0f;
    CHECK(cublasLtMatmul(lt, desc, &alpha, dA, la, dB, lb, &beta, dC, lc, dD,
                         lc, nullptr, nullptr, 0, 0));
    cudaDeviceSynchronize();
    print("row-major batched D", dD, batch * m * n, n, false);
    print("C unchanged", dC, batch * m * n, n, false);
    cublasLtMatrixLayoutDestroy(la);
    cublasLtMatrixLayoutDestroy(lb);
    cublasLtMatrixLayoutDestroy(lc);
    cublasLtMatmulDescDestroy(desc);
  }
  CHECK(cublasLtDestroy(lt));
  printf("%s\n", wrong ? "FAIL" : "PASS");
  return 0;
}
