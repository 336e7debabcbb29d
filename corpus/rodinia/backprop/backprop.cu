// Rodinia-style backprop: one training step of a 2-layer perceptron. The host
// file #includes the kernel file; the network is allocated with malloc'd
// 2-D arrays (float **) flattened for the device; squash() is an extern "C"
// helper with the double exp(); cudaDeviceSynchronize after the launches (cudaThreadSynchronize, which the suite uses, is gone from CUDA 13).
// Prints checksums of the adjusted weights and errors, then a self-check
// against a host implementation of the same step.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <string.h>
#include <sys/time.h>
#include <cuda.h>

#include "backprop.h"
#include "backprop_cuda_kernel.cu"

static unsigned int seed_state = 7;
static int my_rand(void) {
  seed_state = seed_state * 1103515245u + 12345u;
  return (int)((seed_state >> 1) & BIGRND);
}

extern "C" float squash(float x) { return (1.0 / (1.0 + exp(-x))); }

static float *alloc_1d_dbl(int n) { return (float *)malloc((unsigned)(n * sizeof(float))); }

static float **alloc_2d_dbl(int m, int n) {
  float **new_ = (float **)malloc((unsigned)(m * sizeof(float *)));
  for (int i = 0; i < m; i++)
    new_[i] = alloc_1d_dbl(n);
  return new_;
}

static void bpnn_randomize_weights(float **w, int m, int n) {
  for (int i = 0; i <= m; i++)
    for (int j = 0; j <= n; j++)
      w[i][j] = (float)(my_rand() % 1000) / 10000.0f - 0.05f;
}

static void bpnn_zero_weights(float **w, int m, int n) {
  for (int i = 0; i <= m; i++)
    for (int j = 0; j <= n; j++)
      w[i][j] = 0.0;
}

static BPNN *bpnn_create(int n_in, int n_hidden, int n_out) {
  BPNN *net = (BPNN *)malloc(sizeof(BPNN));
  net->input_n = n_in;
  net->hidden_n = n_hidden;
  net->output_n = n_out;
  net->input_units = alloc_1d_dbl(n_in + 1);
  net->hidden_units = alloc_1d_dbl(n_hidden + 1);
  net->output_units = alloc_1d_dbl(n_out + 1);
  net->hidden_delta = alloc_1d_dbl(n_hidden + 1);
  net->output_delta = alloc_1d_dbl(n_out + 1);
  net->target = alloc_1d_dbl(n_out + 1);
  net->input_weights = alloc_2d_dbl(n_in + 1, n_hidden + 1);
  net->hidden_weights = alloc_2d_dbl(n_hidden + 1, n_out + 1);
  net->input_prev_weights = alloc_2d_dbl(n_in + 1, n_hidden + 1);
  net->hidden_prev_weights = alloc_2d_dbl(n_hidden + 1, n_out + 1);
  bpnn_randomize_weights(net->input_weights, n_in, n_hidden);
  bpnn_randomize_weights(net->hidden_weights, n_hidden, n_out);
  bpnn_zero_weights(net->input_prev_weights, n_in, n_hidden);
  bpnn_zero_weights(net->hidden_prev_weights, n_hidden, n_out);
  for (int i = 0; i <= n_out; i++)
    net->target[i] = 0.1f;
  return net;
}

static void bpnn_layerforward(float *l1, float *l2, float **conn, int n1, int n2) {
  l1[0] = 1.0;
  for (int j = 1; j <= n2; j++) {
    float sum = 0.0;
    for (int k = 0; k <= n1; k++)
      sum += conn[k][j] * l1[k];
    l2[j] = squash(sum);
  }
}

static void bpnn_output_error(float *delta, float *target, float *output, int nj, float *err) {
  float errsum = 0.0;
  for (int j = 1; j <= nj; j++) {
    float o = output[j];
    float t = target[j];
    delta[j] = o * (1.0 - o) * (t - o);
    errsum += fabs(delta[j]);
  }
  *err = errsum;
}

static void bpnn_hidden_error(float *delta_h, int nh, float *delta_o, int no, float **who,
                              float *hidden, float *err) {
  float errsum = 0.0;
  for (int j = 1; j <= nh; j++) {
    float h = hidden[j];
    float sum = 0.0;
    for (int k = 1; k <= no; k++)
      sum += delta_o[k] * who[j][k];
    delta_h[j] = h * (1.0 - h) * sum;
    errsum += fabs(delta_h[j]);
  }
  *err = errsum;
}

static void bpnn_adjust_weights(float *delta, int ndelta, float *ly, int nly, float **w,
                                float **oldw) {
  ly[0] = 1.0;
  for (int j = 1; j <= ndelta; j++)
    for (int k = 0; k <= nly; k++) {
      float new_dw = ((ETA * delta[j] * ly[k]) + (MOMENTUM * oldw[k][j]));
      w[k][j] += new_dw;
      oldw[k][j] = new_dw;
    }
}

static double sum2d(float **w, int m, int n) {
  double s = 0.0;
  for (int i = 0; i <= m; i++)
    for (int j = 0; j <= n; j++)
      s += w[i][j];
  return s;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: backprop <num of input elements>\n");
    exit(1);
  }
  int layer_size = atoi(argv[1]);
  if (layer_size % 16 != 0) {
    fprintf(stderr, "The number of input points must be divided by 16\n");
    exit(1);
  }
  BPNN *net = bpnn_create(layer_size, 16, 1);
  for (int i = 1; i <= layer_size; i++)
    net->input_units[i] = (float)(my_rand() % 1000) / 1000.0f;
  printf("Input layer size : %d\n", layer_size);
  printf("Starting training kernel\n");

  int in = net->input_n, hid = net->hidden_n, out = net->output_n;
  int num_blocks = in / 16;
  dim3 grid(1, num_blocks);
  dim3 threads(16, 16);

  float *input_weights_one_dim = (float *)malloc((in + 1) * (hid + 1) * sizeof(float));
  float *input_weights_prev_one_dim = (float *)malloc((in + 1) * (hid + 1) * sizeof(float));
  float *partial_sum = (float *)malloc(num_blocks * WIDTH * sizeof(float));
  int m = 0;
  for (int k = 0; k <= in; k++)
    for (int j = 0; j <= hid; j++) {
      input_weights_one_dim[m] = net->input_weights[k][j];
      input_weights_prev_one_dim[m] = net->input_prev_weights[k][j];
      m++;
    }

  // Host reference of the whole step, on copies of the network state.
  float *ref_hidden = alloc_1d_dbl(hid + 1);
  float **ref_w = alloc_2d_dbl(in + 1, hid + 1);
  float **ref_oldw = alloc_2d_dbl(in + 1, hid + 1);
  for (int k = 0; k <= in; k++)
    for (int j = 0; j <= hid; j++) {
      ref_w[k][j] = net->input_weights[k][j];
      ref_oldw[k][j] = net->input_prev_weights[k][j];
    }

  float *input_cuda, *output_hidden_cuda, *input_hidden_cuda, *hidden_partial_sum;
  float *hidden_delta_cuda, *input_prev_weights_cuda;
  cudaMalloc((void **)&input_cuda, (in + 1) * sizeof(float));
  cudaMalloc((void **)&output_hidden_cuda, (hid + 1) * sizeof(float));
  cudaMalloc((void **)&input_hidden_cuda, (in + 1) * (hid + 1) * sizeof(float));
  cudaMalloc((void **)&hidden_partial_sum, num_blocks * WIDTH * sizeof(float));

  cudaMemcpy(input_cuda, net->input_units, (in + 1) * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(input_hidden_cuda, input_weights_one_dim, (in + 1) * (hid + 1) * sizeof(float),
             cudaMemcpyHostToDevice);

  bpnn_layerforward_CUDA<<<grid, threads>>>(input_cuda, output_hidden_cuda, input_hidden_cuda,
                                            hidden_partial_sum, in, hid);
  cudaDeviceSynchronize();

  cudaError_t error = cudaGetLastError();
  if (error != cudaSuccess) {
    printf("bpnn kernel error: %s\n", cudaGetErrorString(error));
    exit(EXIT_FAILURE);
  }

  cudaMemcpy(partial_sum, hidden_partial_sum, num_blocks * WIDTH * sizeof(float),
             cudaMemcpyDeviceToHost);

  for (int j = 1; j <= hid; j++) {
    float sum = 0.0;
    for (int k = 0; k < num_blocks; k++)
      sum += partial_sum[k * hid + j - 1];
    sum += net->input_weights[0][j];
    net->hidden_units[j] = float(1.0 / (1.0 + exp(-sum)));
  }

  float out_err, hid_err;
  bpnn_layerforward(net->hidden_units, net->output_units, net->hidden_weights, hid, out);
  bpnn_output_error(net->output_delta, net->target, net->output_units, out, &out_err);
  bpnn_hidden_error(net->hidden_delta, hid, net->output_delta, out, net->hidden_weights,
                    net->hidden_units, &hid_err);
  bpnn_adjust_weights(net->output_delta, out, net->hidden_units, hid, net->hidden_weights,
                      net->hidden_prev_weights);

  cudaMalloc((void **)&hidden_delta_cuda, (hid + 1) * sizeof(float));
  cudaMalloc((void **)&input_prev_weights_cuda, (in + 1) * (hid + 1) * sizeof(float));
  cudaMemcpy(hidden_delta_cuda, net->hidden_delta, (hid + 1) * sizeof(float),
             cudaMemcpyHostToDevice);
  cudaMemcpy(input_prev_weights_cuda, input_weights_prev_one_dim,
             (in + 1) * (hid + 1) * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(input_hidden_cuda, input_weights_one_dim, (in + 1) * (hid + 1) * sizeof(float),
             cudaMemcpyHostToDevice);

  bpnn_adjust_weights_cuda<<<grid, threads>>>(hidden_delta_cuda, hid, input_cuda, in,
                                               input_hidden_cuda, input_prev_weights_cuda);
  cudaDeviceSynchronize();

  cudaMemcpy(net->input_units, input_cuda, (in + 1) * sizeof(float), cudaMemcpyDeviceToHost);
  cudaMemcpy(input_weights_one_dim, input_hidden_cuda, (in + 1) * (hid + 1) * sizeof(float),
             cudaMemcpyDeviceToHost);
  m = 0;
  for (int k = 0; k <= in; k++)
    for (int j = 0; j <= hid; j++)
      net->input_weights[k][j] = input_weights_one_dim[m++];

  // Reference: forward sums in host order, then the same hidden deltas.
  float *ref_in = alloc_1d_dbl(in + 1);
  memcpy(ref_in, net->input_units, (in + 1) * sizeof(float));
  bpnn_layerforward(ref_in, ref_hidden, ref_w, in, hid);
  double max_hidden_diff = 0.0;
  for (int j = 1; j <= hid; j++)
    max_hidden_diff = fmax(max_hidden_diff, fabs(ref_hidden[j] - net->hidden_units[j]));
  bpnn_adjust_weights(net->hidden_delta, hid, ref_in, in, ref_w, ref_oldw);
  double max_w_diff = 0.0;
  for (int k = 0; k <= in; k++)
    for (int j = 0; j <= hid; j++)
      max_w_diff = fmax(max_w_diff, fabs(ref_w[k][j] - net->input_weights[k][j]));

  printf("output error %.5f hidden error %.5f\n", out_err, hid_err);
  printf("hidden units: %.5f %.5f %.5f\n", net->hidden_units[1], net->hidden_units[8],
         net->hidden_units[16]);
  printf("input weight sum %.4f hidden weight sum %.4f\n",
         sum2d(net->input_weights, in, hid), sum2d(net->hidden_weights, hid, out));
  printf("Training done\n");
  bool ok = max_hidden_diff < 1e-4 && max_w_diff < 1e-5;
  printf("%s\n", ok ? "PASS" : "FAIL");

  cudaFree(input_cuda);
  cudaFree(output_hidden_cuda);
  cudaFree(input_hidden_cuda);
  cudaFree(hidden_partial_sum);
  cudaFree(input_prev_weights_cuda);
  cudaFree(hidden_delta_cuda);
  return ok ? 0 : 1;
}
