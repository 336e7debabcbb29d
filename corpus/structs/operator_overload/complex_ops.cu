// A device struct with operator overloads (complex numbers: +, *, +=, a
// member function and a friend), used to evaluate polynomials at points of
// a small grid; integer-valued coefficients and points keep it exact.
#include <cstdio>
#include <cuda_runtime.h>

struct Complex {
  float re, im;
  __host__ __device__ Complex(float r = 0.0f, float i = 0.0f) : re(r), im(i) {}
  __host__ __device__ Complex operator+(const Complex &o) const { return Complex(re + o.re, im + o.im); }
  __host__ __device__ Complex operator*(const Complex &o) const {
    return Complex(re * o.re - im * o.im, re * o.im + im * o.re);
  }
  __host__ __device__ Complex &operator+=(const Complex &o) {
    re += o.re;
    im += o.im;
    return *this;
  }
  __host__ __device__ float norm2() const { return re * re + im * im; }
  __host__ __device__ friend bool operator==(const Complex &a, const Complex &b) { return a.re == b.re && a.im == b.im; }
};

__host__ __device__ Complex horner(const Complex *coef, int degree, Complex z) {
  Complex acc = coef[degree];
  for (int k = degree - 1; k >= 0; --k)
    acc = acc * z + coef[k];
  return acc;
}

__global__ void evalGrid(const Complex *coef, int degree, Complex *out, float *norms, int side) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= side || y >= side)
    return;
  Complex z((float)(x - side / 2), (float)(y - side / 2));
  Complex v = horner(coef, degree, z);
  v += Complex(1.0f, -1.0f);
  out[y * side + x] = v;
  norms[y * side + x] = v.norm2();
}

int main() {
  const int degree = 3, side = 24;
  Complex coef[degree + 1] = {Complex(1, 2), Complex(-3, 0), Complex(0, 1), Complex(2, -1)};
  Complex *dc, *dout;
  float *dn;
  cudaMalloc(&dc, sizeof(coef));
  cudaMalloc(&dout, side * side * sizeof(Complex));
  cudaMalloc(&dn, side * side * sizeof(float));
  cudaMemcpy(dc, coef, sizeof(coef), cudaMemcpyHostToDevice);
  evalGrid<<<dim3(3, 3), dim3(8, 8)>>>(dc, degree, dout, dn, side);
  Complex out[side * side];
  float norms[side * side];
  cudaMemcpy(out, dout, sizeof(out), cudaMemcpyDeviceToHost);
  cudaMemcpy(norms, dn, sizeof(norms), cudaMemcpyDeviceToHost);
  int bad = 0;
  double normSum = 0;
  for (int y = 0; y < side; ++y)
    for (int x = 0; x < side; ++x) {
      Complex v = horner(coef, degree, Complex((float)(x - side / 2), (float)(y - side / 2)));
      v += Complex(1.0f, -1.0f);
      if (!(out[y * side + x] == v))
        ++bad;
      normSum += norms[y * side + x];
    }
  printf("p(-12-12i)=(%.0f, %.0f) p(0)=(%.0f, %.0f) norm sum=%.0f\n", out[0].re, out[0].im,
         out[(side / 2) * side + side / 2].re, out[(side / 2) * side + side / 2].im, normSum);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
