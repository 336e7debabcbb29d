// Shared declarations of the backprop program (Rodinia layout: a header with
// the network struct and the sizes the kernels are written for).
#ifndef BACKPROP_H
#define BACKPROP_H

#define BIGRND 0x7fffffff
#define GPU
#define THREADS 256
#define WIDTH 16  // shared memory width
#define HEIGHT 16 // shared memory height

#define ETA 0.3      // eta value
#define MOMENTUM 0.3 // momentum value
#define NUM_THREAD 4 // OpenMP threads

typedef struct {
  int input_n;  // number of input units
  int hidden_n; // number of hidden units
  int output_n; // number of output units

  float *input_units;  // the input units
  float *hidden_units; // the hidden units
  float *output_units; // the output units

  float *hidden_delta; // storage for hidden unit error
  float *output_delta; // storage for output unit error

  float *target; // storage for target vector

  float **input_weights;  // weights from input to hidden layer
  float **hidden_weights; // weights from hidden to output layer

  float **input_prev_weights;  // previous change on input to hidden wgt
  float **hidden_prev_weights; // previous change on hidden to output wgt
} BPNN;

extern "C" float squash(float x);
#endif
