template <typename T> __global__ void shared_template(T *x);
