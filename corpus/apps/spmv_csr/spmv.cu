// Sparse matrix-vector product in CSR format, two ways: one thread per row
// (scalar) and one warp per row with a shuffle reduction (vector). A banded
// matrix with a few random extra entries; integer-valued floats keep it exact.
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

__global__ void spmvScalar(const int *rowPtr, const int *cols, const float *vals, const float *x, float *y, int rows) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows)
    return;
  float acc = 0.0f;
  for (int k = rowPtr[r]; k < rowPtr[r + 1]; ++k)
    acc += vals[k] * x[cols[k]];
  y[r] = acc;
}

__global__ void spmvVector(const int *rowPtr, const int *cols, const float *vals, const float *x, float *y, int rows) {
  int r = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int lane = threadIdx.x % 32;
  if (r >= rows)
    return;
  float acc = 0.0f;
  for (int k = rowPtr[r] + lane; k < rowPtr[r + 1]; k += 32)
    acc += vals[k] * x[cols[k]];
  for (int off = 16; off > 0; off >>= 1)
    acc += __shfl_down_sync(0xffffffffu, acc, off);
  if (lane == 0)
    y[r] = acc;
}

int main() {
  const int rows = 20000;
  std::vector<int> rowPtr(1, 0), cols;
  std::vector<float> vals;
  for (int r = 0; r < rows; ++r) {
    for (int c = r - 2; c <= r + 2; ++c)
      if (c >= 0 && c < rows) {
        cols.push_back(c);
        vals.push_back(c == r ? 4.0f : -1.0f);
      }
    if (r % 97 == 0)
      for (int e = 1; e <= 40; ++e) { // a few long rows for the vector kernel
        cols.push_back((r + e * 331) % rows);
        vals.push_back((float)(e % 3));
      }
    rowPtr.push_back((int)cols.size());
  }
  int nnz = (int)cols.size();
  std::vector<float> x(rows), y1(rows), y2(rows);
  for (int i = 0; i < rows; ++i)
    x[i] = (float)(i % 10);
  int *dRow, *dCol;
  float *dVal, *dx, *dy1, *dy2;
  cudaMalloc(&dRow, (rows + 1) * sizeof(int));
  cudaMalloc(&dCol, nnz * sizeof(int));
  cudaMalloc(&dVal, nnz * sizeof(float));
  cudaMalloc(&dx, rows * sizeof(float));
  cudaMalloc(&dy1, rows * sizeof(float));
  cudaMalloc(&dy2, rows * sizeof(float));
  cudaMemcpy(dRow, rowPtr.data(), (rows + 1) * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(dCol, cols.data(), nnz * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(dVal, vals.data(), nnz * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(dx, x.data(), rows * sizeof(float), cudaMemcpyHostToDevice);
  spmvScalar<<<(rows + 255) / 256, 256>>>(dRow, dCol, dVal, dx, dy1, rows);
  spmvVector<<<(rows * 32 + 255) / 256, 256>>>(dRow, dCol, dVal, dx, dy2, rows);
  cudaMemcpy(y1.data(), dy1, rows * sizeof(float), cudaMemcpyDeviceToHost);
  cudaMemcpy(y2.data(), dy2, rows * sizeof(float), cudaMemcpyDeviceToHost);
  int bad = 0;
  double sum = 0;
  for (int r = 0; r < rows; ++r) {
    float want = 0.0f;
    for (int k = rowPtr[r]; k < rowPtr[r + 1]; ++k)
      want += vals[k] * x[cols[k]];
    if (y1[r] != want || y2[r] != want)
      ++bad;
    sum += y1[r];
  }
  printf("rows=%d nnz=%d y[0]=%.0f y[97]=%.0f y[n-1]=%.0f sum=%.0f\n", rows, nnz, y1[0], y1[97], y1[rows - 1], sum);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
