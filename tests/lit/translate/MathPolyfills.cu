// MathPolyfills: the special functions MSL lacks (erf, erfc, erfcx, erfinv,
// erfcinv, normcdf, normcdfinv, lgamma, tgamma, remquo, in their float and
// double names) become calls to helpers of the table, each helper emitted
// once, dependencies first; remquo's quotient pointer picks the overload of
// its address space. Accuracy: tests/lit/driver/e2e/math-polyfills.test.
// A library name hidden by a local variable (a parameter named fmax) is
// qualified. The module's options line records the math mode.
// REQUIRES: translate
// RUN: %blank-checks %s %t.cu
// RUN: rm -rf %t.dir && %metalify translate %t.cu -o %t.dir 2>%t.err
// RUN: FileCheck %s --input-file %t.dir/%basename_t.tmp.metal
// RUN: FileCheck %s --check-prefix=DOUBLE --input-file %t.err
// RUN: rm -rf %t.fast && %metalify translate --use_fast_math %t.cu -o %t.fast
// RUN: FileCheck %s --check-prefix=FAST --input-file %t.fast/%basename_t.tmp.metal
// RUN: %metalify check-msl %t.dir/%basename_t.tmp.metal

__global__ void special(const float *x, float *o, int *q, float fmax) {
  __shared__ int tq[32];
  int lq;
  float v = x[threadIdx.x];
  o[0] = erff(v) + erfcf(v) + erfcxf(v);
  o[1] = erfinvf(v) + erfcinvf(v + 1.0f);
  o[2] = normcdff(v) + normcdfinvf(v * 0.5f + 0.5f);
  o[3] = lgammaf(v) + tgammaf(v);
  o[4] = remquof(v, 0.75f, &lq) + lq;
  o[5] = remquof(v, 0.75f, q);
  o[6] = remquof(v, 0.75f, &tq[threadIdx.x]) + tq[threadIdx.x];
  o[7] = fmaxf(v, fmax) + lgamma(v) + tgamma(v);
  o[8] = erfinv(v) + erfcinv(v) + erfcx(v) + normcdfinv(v);
  o[9] = erf(v) + erfc(v) + normcdf(v);
  o[10] = lgamma(2.5);
}

int main() { return 0; }

// CHECK:      // metalify-options: msl-version=3.1 math-mode=safe
// CHECK:      inline float metalify_erfcx_cf(float x) {
// CHECK:      inline float metalify_erf(float x) {
// CHECK:      inline float metalify_normcdf(float x) {
// CHECK:      inline float metalify_erfinv(float y) {
// CHECK:      inline float metalify_erfcinv(float z) {
// CHECK:      inline float metalify_normcdfinv(float p)
// CHECK:      inline float metalify_lgamma(float x) {
// CHECK:      inline float metalify_tgamma(float x) {
// CHECK:      inline float metalify_remquo(float x, float y, thread int *quo) {
// CHECK:      inline float metalify_remquo(float x, float y, device int *quo) {
// CHECK:      inline float metalify_remquo(float x, float y, threadgroup int *quo) {
// CHECK-NOT:  inline float metalify_erf(float x) {
// CHECK:      o[0] = metalify_erf(v) + metalify_erfc(v) + metalify_erfcx(v);
// CHECK-NEXT: o[1] = metalify_erfinv(v) + metalify_erfcinv(v + 1.0f);
// CHECK-NEXT: o[2] = metalify_normcdf(v) + metalify_normcdfinv(v * 0.5f + 0.5f);
// CHECK-NEXT: o[3] = metalify_lgamma(v) + metalify_tgamma(v);
// CHECK-NEXT: o[4] = metalify_remquo(v, 0.75f, &lq) + lq;
// CHECK-NEXT: o[5] = metalify_remquo(v, 0.75f, q);
// CHECK-NEXT: o[6] = metalify_remquo(v, 0.75f, &tq[threadIdx.x]) + tq[threadIdx.x];
// CHECK-NEXT: o[7] = metal::fmax(v, fmax) + metalify_lgamma(v) + metalify_tgamma(v);
// CHECK-NEXT: o[8] = metalify_erfinv(v) + metalify_erfcinv(v) + metalify_erfcx(v) + metalify_normcdfinv(v);
// CHECK-NEXT: o[9] = metalify_erf(v) + metalify_erfc(v) + metalify_normcdf(v);
// CHECK-NEXT: o[10] = lgamma(metalify::f64(metalify::f64(2.5f)));

// DOUBLE: :29:10: warning: 'erfinv' computes in double precision; Metal has no double, so it is computed in float [MTL3006]
// DOUBLE-NOT: 'lgamma'

// FAST: // metalify-options: msl-version=3.1 math-mode=fast
