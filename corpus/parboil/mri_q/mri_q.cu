// Parboil-style MRI-Q: the k-space samples (Kx, Ky, Kz, PhiMag) are staged
// through a __constant__ array of structs one chunk at a time with
// cudaMemcpyToSymbol, and each launch accumulates Q for every voxel with
// cos/sin of float arguments (the float overloads) and a PIx2 constant,
// handling an odd count first and then two samples per loop iteration.
// A first kernel computes PhiMag from the real and imaginary parts.
// Checked against a host computation in double.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define PI 3.1415926535897932384626433832795029f
#define PIx2 6.2831853071795864769252867665590058f

#define MAX(a, b) (((a) > (b)) ? (a) : (b))
#define K_ELEMS_PER_GRID 128

#define KERNEL_PHI_MAG_THREADS_PER_BLOCK 64
#define KERNEL_Q_THREADS_PER_BLOCK 64
#define KERNEL_Q_K_ELEMS_PER_GRID 128

struct kValues {
  float Kx;
  float Ky;
  float Kz;
  float PhiMag;
};

__constant__ __device__ kValues ck[KERNEL_Q_K_ELEMS_PER_GRID];

__global__ void ComputePhiMag_GPU(float *phiR, float *phiI, float *phiMag, int numK) {
  int indexK = blockIdx.x * KERNEL_PHI_MAG_THREADS_PER_BLOCK + threadIdx.x;
  if (indexK < numK) {
    float real = phiR[indexK];
    float imag = phiI[indexK];
    phiMag[indexK] = real * real + imag * imag;
  }
}

__global__ void ComputeQ_GPU(int numK, int kGlobalIndex, float *x, float *y, float *z, float *Qr, float *Qi) {
  float sX;
  float sY;
  float sZ;
  float sQr;
  float sQi;

  // Determine the element of the X arrays computed by this thread
  int xIndex = blockIdx.x * KERNEL_Q_THREADS_PER_BLOCK + threadIdx.x;

  // Read block's X values from global mem to shared mem
  sX = x[xIndex];
  sY = y[xIndex];
  sZ = z[xIndex];
  sQr = Qr[xIndex];
  sQi = Qi[xIndex];

  // Loop over all elements of K in constant mem to compute a partial value
  // for X.
  int kIndex = 0;
  if (numK % 2) {
    float expArg = PIx2 * (ck[0].Kx * sX + ck[0].Ky * sY + ck[0].Kz * sZ);
    sQr += ck[0].PhiMag * cos(expArg);
    sQi += ck[0].PhiMag * sin(expArg);
    kIndex++;
    kGlobalIndex++;
  }

  for (; (kIndex < KERNEL_Q_K_ELEMS_PER_GRID) && (kGlobalIndex < numK); kIndex += 2, kGlobalIndex += 2) {
    float expArg = PIx2 * (ck[kIndex].Kx * sX + ck[kIndex].Ky * sY + ck[kIndex].Kz * sZ);
    sQr += ck[kIndex].PhiMag * cos(expArg);
    sQi += ck[kIndex].PhiMag * sin(expArg);

    int kIndex1 = kIndex + 1;
    float expArg1 = PIx2 * (ck[kIndex1].Kx * sX + ck[kIndex1].Ky * sY + ck[kIndex1].Kz * sZ);
    sQr += ck[kIndex1].PhiMag * cos(expArg1);
    sQi += ck[kIndex1].PhiMag * sin(expArg1);
  }

  Qr[xIndex] = sQr;
  Qi[xIndex] = sQi;
}

void computePhiMag_GPU(int numK, float *phiR_d, float *phiI_d, float *phiMag_d) {
  int phiMagBlocks = numK / KERNEL_PHI_MAG_THREADS_PER_BLOCK;
  if (numK % KERNEL_PHI_MAG_THREADS_PER_BLOCK)
    phiMagBlocks++;
  dim3 DimPhiMagBlock(KERNEL_PHI_MAG_THREADS_PER_BLOCK, 1);
  dim3 DimPhiMagGrid(phiMagBlocks, 1);
  ComputePhiMag_GPU<<<DimPhiMagGrid, DimPhiMagBlock>>>(phiR_d, phiI_d, phiMag_d, numK);
}

void computeQ_GPU(int numK, int numX, float *x_d, float *y_d, float *z_d, kValues *kVals, float *Qr_d,
                  float *Qi_d) {
  int QGrids = numK / KERNEL_Q_K_ELEMS_PER_GRID;
  if (numK % KERNEL_Q_K_ELEMS_PER_GRID)
    QGrids++;
  int QBlocks = numX / KERNEL_Q_THREADS_PER_BLOCK;
  if (numX % KERNEL_Q_THREADS_PER_BLOCK)
    QBlocks++;
  dim3 DimQBlock(KERNEL_Q_THREADS_PER_BLOCK, 1);
  dim3 DimQGrid(QBlocks, 1);

  for (int QGrid = 0; QGrid < QGrids; QGrid++) {
    // Put the tile of K values into constant mem
    int QGridBase = QGrid * KERNEL_Q_K_ELEMS_PER_GRID;
    kValues *kValsTile = kVals + QGridBase;
    int numElems = MAX(0, (numK - QGridBase < KERNEL_Q_K_ELEMS_PER_GRID) ? numK - QGridBase : KERNEL_Q_K_ELEMS_PER_GRID);
    cudaMemcpyToSymbol(ck, kValsTile, numElems * sizeof(kValues), 0);
    ComputeQ_GPU<<<DimQGrid, DimQBlock>>>(numK, QGridBase, x_d, y_d, z_d, Qr_d, Qi_d);
  }
}

int main(int argc, char **argv) {
  int numK = argc > 1 ? atoi(argv[1]) : 301; // odd on purpose
  int numX = argc > 2 ? atoi(argv[2]) : 512;
  float *kx = (float *)malloc(numK * sizeof(float)), *ky = (float *)malloc(numK * sizeof(float));
  float *kz = (float *)malloc(numK * sizeof(float)), *phiR = (float *)malloc(numK * sizeof(float));
  float *phiI = (float *)malloc(numK * sizeof(float));
  float *x = (float *)malloc(numX * sizeof(float)), *y = (float *)malloc(numX * sizeof(float));
  float *z = (float *)malloc(numX * sizeof(float));
  for (int k = 0; k < numK; ++k) {
    kx[k] = ((k * 37) % 101 - 50) / 64.0f;
    ky[k] = ((k * 53) % 97 - 48) / 64.0f;
    kz[k] = ((k * 29) % 89 - 44) / 64.0f;
    phiR[k] = ((k * 13) % 17 - 8) / 16.0f;
    phiI[k] = ((k * 7) % 19 - 9) / 16.0f;
  }
  for (int i = 0; i < numX; ++i) {
    x[i] = ((i * 11) % 64 - 32) / 128.0f;
    y[i] = ((i * 23) % 64 - 32) / 128.0f;
    z[i] = ((i * 5) % 64 - 32) / 128.0f;
  }

  float *phiR_d, *phiI_d, *phiMag_d, *x_d, *y_d, *z_d, *Qr_d, *Qi_d;
  cudaMalloc((void **)&phiR_d, numK * sizeof(float));
  cudaMalloc((void **)&phiI_d, numK * sizeof(float));
  cudaMalloc((void **)&phiMag_d, numK * sizeof(float));
  cudaMemcpy(phiR_d, phiR, numK * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(phiI_d, phiI, numK * sizeof(float), cudaMemcpyHostToDevice);
  computePhiMag_GPU(numK, phiR_d, phiI_d, phiMag_d);
  float *phiMag = (float *)malloc(numK * sizeof(float));
  cudaMemcpy(phiMag, phiMag_d, numK * sizeof(float), cudaMemcpyDeviceToHost);

  kValues *kVals = (kValues *)calloc(numK, sizeof(kValues));
  for (int k = 0; k < numK; k++) {
    kVals[k].Kx = kx[k];
    kVals[k].Ky = ky[k];
    kVals[k].Kz = kz[k];
    kVals[k].PhiMag = phiMag[k];
  }

  cudaMalloc((void **)&x_d, numX * sizeof(float));
  cudaMalloc((void **)&y_d, numX * sizeof(float));
  cudaMalloc((void **)&z_d, numX * sizeof(float));
  cudaMalloc((void **)&Qr_d, numX * sizeof(float));
  cudaMalloc((void **)&Qi_d, numX * sizeof(float));
  cudaMemcpy(x_d, x, numX * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(y_d, y, numX * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(z_d, z, numX * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemset((void *)Qr_d, 0, numX * sizeof(float));
  cudaMemset((void *)Qi_d, 0, numX * sizeof(float));

  computeQ_GPU(numK, numX, x_d, y_d, z_d, kVals, Qr_d, Qi_d);
  cudaDeviceSynchronize();
  float *Qr = (float *)malloc(numX * sizeof(float)), *Qi = (float *)malloc(numX * sizeof(float));
  cudaMemcpy(Qr, Qr_d, numX * sizeof(float), cudaMemcpyDeviceToHost);
  cudaMemcpy(Qi, Qi_d, numX * sizeof(float), cudaMemcpyDeviceToHost);

  // Host reference in double precision.
  int bad = 0;
  double sumR = 0, sumI = 0, maxErr = 0;
  for (int i = 0; i < numX; ++i) {
    double r = 0, im = 0;
    for (int k = 0; k < numK; ++k) {
      double mag = (double)phiR[k] * phiR[k] + (double)phiI[k] * phiI[k];
      double arg = 2 * 3.14159265358979323846 * (kx[k] * x[i] + ky[k] * y[i] + kz[k] * z[i]);
      r += mag * cos(arg);
      im += mag * sin(arg);
    }
    double err = fabs(r - Qr[i]) + fabs(im - Qi[i]);
    maxErr = err > maxErr ? err : maxErr;
    bad += err > 1e-3;
    sumR += Qr[i];
    sumI += Qi[i];
  }
  printf("numK %d numX %d grids %d: sum Qr %.3f sum Qi %.3f Qr[0] %.4f Qi[7] %.4f\n", numK, numX,
         (numK + KERNEL_Q_K_ELEMS_PER_GRID - 1) / KERNEL_Q_K_ELEMS_PER_GRID, sumR, sumI, Qr[0], Qi[7]);
  printf("voxels off by more than 1e-3: %d\n", bad);
  printf("%s\n", bad == 0 ? "PASS" : "FAIL");
  cudaFree(phiR_d); cudaFree(phiI_d); cudaFree(phiMag_d);
  cudaFree(x_d); cudaFree(y_d); cudaFree(z_d); cudaFree(Qr_d); cudaFree(Qi_d);
  free(kx); free(ky); free(kz); free(phiR); free(phiI); free(phiMag); free(kVals);
  free(x); free(y); free(z); free(Qr); free(Qi);
  return 0;
}
