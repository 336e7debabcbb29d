// Timers in the style of the CUDA samples' helper_timer.h (written for this
// corpus): a StopWatchInterface with virtual functions, a Linux
// implementation on gettimeofday, and the sdk*Timer free functions.
#ifndef COMMON_HELPER_TIMER_H_
#define COMMON_HELPER_TIMER_H_

#include <sys/time.h>

class StopWatchInterface {
public:
  StopWatchInterface() {}
  virtual ~StopWatchInterface() {}
  virtual void start() = 0;
  virtual void stop() = 0;
  virtual void reset() = 0;
  virtual float getTime() = 0;
  virtual float getAverageTime() = 0;
};

class StopWatchLinux : public StopWatchInterface {
public:
  StopWatchLinux() : diff_time(0.0f), total_time(0.0f), running(false), clock_sessions(0) {}
  virtual ~StopWatchLinux() {}
  inline void start() {
    gettimeofday(&start_time, 0);
    running = true;
  }
  inline void stop() {
    diff_time = getDiffTime();
    total_time += diff_time;
    running = false;
    clock_sessions++;
  }
  inline void reset() {
    diff_time = 0;
    total_time = 0;
    clock_sessions = 0;
    if (running)
      gettimeofday(&start_time, 0);
  }
  inline float getTime() {
    float retval = total_time;
    if (running)
      retval += getDiffTime();
    return retval;
  }
  inline float getAverageTime() { return (clock_sessions > 0) ? (total_time / clock_sessions) : 0.0f; }

private:
  inline float getDiffTime() {
    struct timeval t_time;
    gettimeofday(&t_time, 0);
    return static_cast<float>(1000.0 * (t_time.tv_sec - start_time.tv_sec) +
                              (0.001 * (t_time.tv_usec - start_time.tv_usec)));
  }
  struct timeval start_time;
  float diff_time;
  float total_time;
  bool running;
  int clock_sessions;
};

inline bool sdkCreateTimer(StopWatchInterface **timer_interface) {
  *timer_interface = reinterpret_cast<StopWatchInterface *>(new StopWatchLinux());
  return (*timer_interface != NULL) ? true : false;
}
inline bool sdkDeleteTimer(StopWatchInterface **timer_interface) {
  if (*timer_interface) {
    delete *timer_interface;
    *timer_interface = NULL;
  }
  return true;
}
inline bool sdkStartTimer(StopWatchInterface **timer_interface) {
  if (*timer_interface)
    (*timer_interface)->start();
  return true;
}
inline bool sdkStopTimer(StopWatchInterface **timer_interface) {
  if (*timer_interface)
    (*timer_interface)->stop();
  return true;
}
inline bool sdkResetTimer(StopWatchInterface **timer_interface) {
  if (*timer_interface)
    (*timer_interface)->reset();
  return true;
}
inline float sdkGetTimerValue(StopWatchInterface **timer_interface) {
  if (*timer_interface)
    return (*timer_interface)->getTime();
  return 0.0f;
}
#endif // COMMON_HELPER_TIMER_H_
