// Self-checking test of Thrust scans and sorts (radix sort for arithmetic
// keys with less/greater, merge sort for a user comparator, sort_by_key).
#include <thrust/device_vector.h>
#include <thrust/execution_policy.h>
#include <thrust/functional.h>
#include <thrust/host_vector.h>
#include <thrust/scan.h>
#include <thrust/sort.h>
#include <algorithm>
#include <cstdio>
#include <vector>

#if defined(REQUIRE_METALIFY_CCCL) && !defined(METALIFY_CCCL)
#error "expected metalify's Thrust headers"
#endif

// Orders by the last decimal digit, then by value.
struct by_last_digit {
  __host__ __device__ bool operator()(int a, int b) const {
    int da = a % 10, db = b % 10;
    return da < db || (da == db && a < b);
  }
};

static int failures = 0;

static void check(bool ok, const char *what) {
  printf("%s: %s\n", what, ok ? "ok" : "MISMATCH");
  if (!ok)
    ++failures;
}

static unsigned int lcg(unsigned int &s) {
  s = s * 1664525u + 1013904223u;
  return s >> 8;
}

int main() {
  const int n = 5000;
  unsigned int seed = 12345;
  std::vector<int> h(n);
  for (int i = 0; i < n; ++i)
    h[i] = (int)(lcg(seed) % 2001) - 1000;

  // Scans.
  {
    thrust::device_vector<int> d(h), out(n);
    thrust::inclusive_scan(d.begin(), d.end(), out.begin());
    thrust::host_vector<int> r = out;
    std::vector<int> e(n);
    int run = 0;
    for (int i = 0; i < n; ++i)
      e[i] = run += h[i];
    printf("inclusive_scan: r[0]=%d r[1234]=%d r[n-1]=%d\n", r[0], r[1234], r[n - 1]);
    check(std::equal(e.begin(), e.end(), r.begin()), "inclusive_scan");

    thrust::exclusive_scan(d.begin(), d.end(), out.begin());
    r = out;
    run = 0;
    for (int i = 0; i < n; ++i) {
      e[i] = run;
      run += h[i];
    }
    check(std::equal(e.begin(), e.end(), r.begin()), "exclusive_scan");

    thrust::exclusive_scan(thrust::device, d.begin(), d.end(), out.begin(), 100, thrust::maximum<int>());
    r = out;
    run = 100;
    for (int i = 0; i < n; ++i) {
      e[i] = run;
      run = std::max(run, h[i]);
    }
    printf("exclusive_scan max: r[10]=%d r[n-1]=%d\n", r[10], r[n - 1]);
    check(std::equal(e.begin(), e.end(), r.begin()), "exclusive_scan(init, maximum)");

    thrust::inclusive_scan(d.begin(), d.end(), d.begin(), thrust::minimum<int>());
    r = d;
    run = h[0];
    for (int i = 0; i < n; ++i) {
      run = std::min(run, h[i]);
      e[i] = run;
    }
    check(std::equal(e.begin(), e.end(), r.begin()), "inclusive_scan in place (minimum)");

    std::vector<float> hf(n);
    for (int i = 0; i < n; ++i)
      hf[i] = (float)(i % 9) * 0.5f;
    thrust::device_vector<float> df(hf), of(n);
    thrust::exclusive_scan(df.begin(), df.end(), of.begin(), 1.0f);
    float last = of[n - 1];
    float fe = 1.0f;
    for (int i = 0; i < n - 1; ++i)
      fe += hf[i];
    printf("float exclusive_scan last=%.1f\n", last);
    check(last == fe, "exclusive_scan<float>(init)");
  }

  // Sorts.
  {
    thrust::device_vector<int> d(h);
    thrust::sort(d.begin(), d.end());
    thrust::host_vector<int> r = d;
    std::vector<int> e(h);
    std::sort(e.begin(), e.end());
    printf("sort: %d %d %d ... %d\n", r[0], r[1], r[2], r[n - 1]);
    check(std::equal(e.begin(), e.end(), r.begin()), "sort<int>");

    thrust::device_vector<int> g(h);
    thrust::sort(g.begin(), g.end(), thrust::greater<int>());
    r = g;
    std::sort(e.begin(), e.end(), std::greater<int>());
    check(std::equal(e.begin(), e.end(), r.begin()), "sort<int> greater");

    thrust::device_vector<int> u(h);
    thrust::sort(u.begin(), u.end(), by_last_digit());
    r = u;
    e = h;
    std::stable_sort(e.begin(), e.end(), by_last_digit());
    printf("sort by_last_digit: %d %d %d ... %d\n", r[0], r[1], r[2], r[n - 1]);
    check(std::equal(e.begin(), e.end(), r.begin()), "sort with user comparator");

    std::vector<float> hf(n);
    for (int i = 0; i < n; ++i)
      hf[i] = (float)h[i] * 0.25f;
    float *raw;
    cudaMalloc(&raw, n * sizeof(float));
    cudaMemcpy(raw, hf.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    thrust::device_ptr<float> p(raw);
    thrust::sort(p, p + n, thrust::less<float>());
    std::vector<float> rf(n);
    cudaMemcpy(rf.data(), raw, n * sizeof(float), cudaMemcpyDeviceToHost);
    std::sort(hf.begin(), hf.end());
    printf("sort<float>: %.2f %.2f ... %.2f\n", rf[0], rf[1], rf[n - 1]);
    check(hf == rf, "sort<float> via device_ptr");
    cudaFree(raw);

    std::vector<unsigned int> hu(n);
    for (int i = 0; i < n; ++i)
      hu[i] = lcg(seed) * 977u;
    thrust::device_vector<unsigned int> du(hu);
    thrust::sort(thrust::device, du.begin(), du.end());
    thrust::host_vector<unsigned int> ru = du;
    std::sort(hu.begin(), hu.end());
    check(std::equal(hu.begin(), hu.end(), ru.begin()), "sort<unsigned>");
  }

  // sort_by_key (keys with duplicates: both sorts are stable).
  {
    std::vector<int> keys(n), vals(n);
    for (int i = 0; i < n; ++i) {
      keys[i] = h[i] / 10;
      vals[i] = i;
    }
    thrust::device_vector<int> dk(keys), dv(vals);
    thrust::sort_by_key(dk.begin(), dk.end(), dv.begin());
    thrust::host_vector<int> rk = dk, rv = dv;
    std::vector<int> idx(n);
    for (int i = 0; i < n; ++i)
      idx[i] = i;
    std::stable_sort(idx.begin(), idx.end(), [&](int a, int b) { return keys[a] < keys[b]; });
    bool ok = true;
    for (int i = 0; i < n; ++i)
      ok = ok && rk[i] == keys[idx[i]] && rv[i] == idx[i];
    printf("sort_by_key: (%d,%d) (%d,%d) ... (%d,%d)\n", rk[0], rv[0], rk[1], rv[1], rk[n - 1], rv[n - 1]);
    check(ok, "sort_by_key");

    thrust::device_vector<int> dk2(keys), dv2(vals);
    thrust::sort_by_key(dk2.begin(), dk2.end(), dv2.begin(), thrust::greater<int>());
    rk = dk2;
    rv = dv2;
    std::stable_sort(idx.begin(), idx.end(), [&](int a, int b) { return keys[a] > keys[b]; });
    for (int i = 0; i < n; ++i)
      idx[i] = i;
    std::stable_sort(idx.begin(), idx.end(), [&](int a, int b) { return keys[a] > keys[b]; });
    ok = true;
    for (int i = 0; i < n; ++i)
      ok = ok && rk[i] == keys[idx[i]] && rv[i] == idx[i];
    check(ok, "sort_by_key greater");
  }

  printf("%s\n", failures == 0 ? "PASS" : "FAIL");
  return failures == 0 ? 0 : 1;
}
