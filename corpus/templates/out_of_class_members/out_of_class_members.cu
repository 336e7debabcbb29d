// A class template whose member functions are declared in the class and
// defined after it (`template <class T> R Range<T>::f() {...}`), used on
// objects in device memory and on the thread's own: accessors that return
// references to fields named without `this`, passed on to functions that
// take const references; a reference bound to a value a call returns.
#include <cstdio>

template <class T>
class Range {
public:
  __device__ __host__ Range();
  __device__ __host__ Range(T const &lo, T const &hi);
  __device__ __host__ T const &lower() const;
  __device__ __host__ T const &upper() const;
  __device__ __host__ T width() const;

private:
  T lo_, hi_;
};

template <class T> inline __device__ __host__ Range<T>::Range() {}
template <class T>
inline __device__ __host__ Range<T>::Range(T const &lo, T const &hi)
    : lo_(lo), hi_(hi) {}
template <class T>
inline __device__ __host__ T const &Range<T>::lower() const { return lo_; }
template <class T>
inline __device__ __host__ T const &Range<T>::upper() const { return hi_; }
template <class T>
inline __device__ __host__ T Range<T>::width() const { return hi_ - lo_; }

struct Pick {
  __device__ float larger(float const &a, float const &b) const {
    return a > b ? a : b;
  }
  __device__ int larger(int const &a, int const &b) const {
    return a > b ? a : b;
  }
};

template <class T>
__device__ Range<T> hull(Range<T> const &a, Range<T> const &b) {
  Pick p;
  T const &lo = p.larger(-a.lower(), -b.lower());
  T const &hi = p.larger(a.upper(), b.upper());
  return Range<T>(-lo, hi);
}

template <class T>
__global__ void hulls(const Range<T> *in, Range<T> *out, T *widths, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i + 1 >= n)
    return;
  Range<T> h = hull(in[i], in[i + 1]);
  out[i] = h;
  widths[i] = h.width() + Pick().larger(in[i].width(), T(0));
}

int main() {
  const int n = 200;
  Range<float> *inf, *outf;
  Range<int> *ini, *outi;
  float *wf;
  int *wi;
  cudaMallocManaged(&inf, n * sizeof(Range<float>));
  cudaMallocManaged(&outf, n * sizeof(Range<float>));
  cudaMallocManaged(&ini, n * sizeof(Range<int>));
  cudaMallocManaged(&outi, n * sizeof(Range<int>));
  cudaMallocManaged(&wf, n * sizeof(float));
  cudaMallocManaged(&wi, n * sizeof(int));
  for (int i = 0; i < n; ++i) {
    float c = (i * 37 % 101) * 0.25f;
    inf[i] = Range<float>(c - (i % 7) * 0.5f, c + (i % 5) * 0.75f);
    ini[i] = Range<int>(i * 13 % 50 - 25, i * 13 % 50 - 25 + i % 9);
  }
  hulls<<<4, 64>>>(inf, outf, wf, n);
  hulls<<<2, 128>>>(ini, outi, wi, n);
  cudaDeviceSynchronize();

  int errors = 0;
  double sumf = 0;
  long long sumi = 0;
  for (int i = 0; i + 1 < n; ++i) {
    float lo = inf[i].lower() < inf[i + 1].lower() ? inf[i].lower() : inf[i + 1].lower();
    float hi = inf[i].upper() > inf[i + 1].upper() ? inf[i].upper() : inf[i + 1].upper();
    float w = (hi - lo) + (inf[i].width() > 0 ? inf[i].width() : 0);
    errors += outf[i].lower() != lo || outf[i].upper() != hi || wf[i] != w;
    int loi = ini[i].lower() < ini[i + 1].lower() ? ini[i].lower() : ini[i + 1].lower();
    int hii = ini[i].upper() > ini[i + 1].upper() ? ini[i].upper() : ini[i + 1].upper();
    int wiv = (hii - loi) + (ini[i].width() > 0 ? ini[i].width() : 0);
    errors += outi[i].lower() != loi || outi[i].upper() != hii || wi[i] != wiv;
    sumf += wf[i];
    sumi += wi[i];
  }
  printf("float hull[0] = [%.2f, %.2f], width sum %.2f\n", outf[0].lower(),
         outf[0].upper(), sumf);
  printf("int hull[5] = [%d, %d], width sum %lld\n", outi[5].lower(),
         outi[5].upper(), sumi);
  printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
