// A small stand-in for PolyBench's polybench.h timing support, written the
// way PolyBench/GPU programs use it: rtclock() from gettimeofday and a
// percent-difference comparison. Host-only code in a header of the program.
#ifndef POLYBENCH_MINI_H
#define POLYBENCH_MINI_H
#include <math.h>
#include <stdio.h>
#include <sys/time.h>

static double rtclock() {
  struct timeval tv;
  struct timezone tz;
  int stat = gettimeofday(&tv, &tz);
  if (stat != 0)
    printf("Error return from gettimeofday: %d", stat);
  return (tv.tv_sec + tv.tv_usec * 1.0e-6);
}

static float absVal(float a) { return a < 0 ? (a * -1) : a; }

static float percentDiff(double val1, double val2) {
  if ((absVal(val1) < 0.01) && (absVal(val2) < 0.01))
    return 0.0f;
  return 100.0f * (absVal(absVal(val1 - val2) / absVal(val1 + 0.00000001f)));
}
#endif
