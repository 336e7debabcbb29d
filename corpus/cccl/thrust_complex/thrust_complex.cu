// thrust::complex in kernels: arrays of complex<float> shared by host and
// device, the arithmetic operators (scalar on either side, compound
// assignment), abs/arg/norm/conj/polar and the elementary functions, and
// complex<double>. The host recomputes each value with std::complex and
// counts those that differ by more than a relative 1e-4.
#include <complex>
#include <cstdio>
#include <thrust/complex.h>

typedef thrust::complex<float> cf;
typedef thrust::complex<double> cd;

constexpr int kN = 64;
constexpr int kOut = 18;

__global__ void evaluate(const cf *z, const cf *w, cf *out, float *real) {
  int i = threadIdx.x;
  cf a = z[i], b = w[i];
  cf *o = out + kOut * i;
  o[0] = a + b;
  o[1] = a - b;
  o[2] = a * b;
  o[3] = a / b;
  o[4] = 2.0f * a - b / 4.0f;
  o[5] = thrust::conj(a);
  o[6] = thrust::exp(a);
  o[7] = thrust::log(a);
  o[8] = thrust::sqrt(a);
  o[9] = thrust::pow(a, 2.0f);
  o[10] = thrust::sin(a);
  o[11] = thrust::cos(b);
  o[12] = thrust::polar(thrust::abs(b), thrust::arg(b));
  cf acc(1.0f, -1.0f);
  acc += a;
  acc *= b;
  acc -= 0.5f;
  acc /= cf(0.0f, 2.0f);
  o[13] = acc;
  o[14] = -a;
  o[15] = thrust::tanh(b);
  o[16] = thrust::pow(a, b);
  o[17] = cf(thrust::norm(a), a == b ? 1.0f : 0.0f);
  real[i] = thrust::abs(a);
}

__global__ void wide(const cd *z, cd *out) {
  int i = threadIdx.x;
  cd a = z[i];
  out[i] = a * a / cd(1.0, 0.5) + thrust::sqrt(a);
}

int main() {
  cf z[kN], w[kN];
  for (int i = 0; i < kN; ++i) {
    z[i] = cf(0.25f * (i % 9) - 1.0f, 0.125f * (i % 7) - 0.3f);
    w[i] = cf(1.5f - 0.0625f * i, 0.5f + 0.03125f * (i % 11));
  }
  cf *dz, *dw, *dOut;
  float *dReal;
  cudaMalloc(&dz, sizeof z);
  cudaMalloc(&dw, sizeof w);
  cudaMalloc(&dOut, kN * kOut * sizeof(cf));
  cudaMalloc(&dReal, kN * sizeof(float));
  cudaMemcpy(dz, z, sizeof z, cudaMemcpyHostToDevice);
  cudaMemcpy(dw, w, sizeof w, cudaMemcpyHostToDevice);
  evaluate<<<1, kN>>>(dz, dw, dOut, dReal);
  static cf out[kN * kOut];
  float real[kN];
  cudaMemcpy(out, dOut, sizeof out, cudaMemcpyDeviceToHost);
  cudaMemcpy(real, dReal, sizeof real, cudaMemcpyDeviceToHost);

  int bad = 0;
  for (int i = 0; i < kN; ++i) {
    std::complex<double> a(z[i].real(), z[i].imag()), b(w[i].real(), w[i].imag());
    std::complex<double> acc = ((std::complex<double>(1, -1) + a) * b - 0.5) / std::complex<double>(0, 2);
    std::complex<double> want[kOut] = {a + b, a - b, a * b, a / b, 2.0 * a - b / 4.0, std::conj(a),
                                       std::exp(a), std::log(a), std::sqrt(a), std::pow(a, 2.0),
                                       std::sin(a), std::cos(b), b, acc, -a, std::tanh(b),
                                       std::pow(a, b), {std::norm(a), 0.0}};
    for (int k = 0; k < kOut; ++k) {
      std::complex<double> got(out[kOut * i + k].real(), out[kOut * i + k].imag());
      if (std::abs(got - want[k]) > 1e-4 * (1.0 + std::abs(want[k]))) {
        if (bad < 5) printf("mismatch at %d/%d\n", i, k);
        ++bad;
      }
    }
    if (std::fabs(real[i] - std::abs(a)) > 1e-5 * (1.0 + std::abs(a))) ++bad;
  }
  for (int k = 0; k < kOut; ++k)
    printf("z[5] op %2d: %.5f %.5f\n", k, out[kOut * 5 + k].real(), out[kOut * 5 + k].imag());

  cd zd[kN], outd[kN];
  for (int i = 0; i < kN; ++i) zd[i] = cd(0.1 * i - 3.0, 1.0 / (i + 1));
  cd *dzd, *doutd;
  cudaMalloc(&dzd, sizeof zd);
  cudaMalloc(&doutd, sizeof outd);
  cudaMemcpy(dzd, zd, sizeof zd, cudaMemcpyHostToDevice);
  wide<<<1, kN>>>(dzd, doutd);
  cudaMemcpy(outd, doutd, sizeof outd, cudaMemcpyDeviceToHost);
  double sumRe = 0, sumIm = 0;
  for (int i = 0; i < kN; ++i) {
    sumRe += outd[i].real();
    sumIm += outd[i].imag();
  }
  printf("double: sum %.9f %.9f, sizeof %zu %zu\n", sumRe, sumIm, sizeof(cf), sizeof(cd));
  printf("mismatches %d\n%s\n", bad, bad == 0 ? "PASS" : "FAIL");
  return bad == 0 ? 0 : 1;
}
