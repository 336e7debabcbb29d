// Rodinia-style k-means clustering: points generated on the host (the
// suite reads them from a file), extern "C" wrappers, the feature array
// transposed on the device, centres sent with cudaMemcpyToSymbol each
// iteration, new centres averaged on the host
// until no membership changes. Checks the memberships against a host
// k-means run with the same initial centres.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <cuda.h>

#include "kmeans.h"
#include "kmeans_cuda_kernel.cu"

#define CPU_DELTA_REDUCE
#define CPU_CENTER_REDUCE

extern "C" int setup(int argc, char **argv);

unsigned int num_threads_perdim = THREADS_PER_DIM; /* sqrt(256) -- see references for this choice */
unsigned int num_blocks_perdim = BLOCKS_PER_DIM;   /* temporary */
unsigned int num_threads = num_threads_perdim * num_threads_perdim; /* number of threads */
unsigned int num_blocks = num_blocks_perdim * num_blocks_perdim;    /* number of blocks */

/* _d denotes it resides on the device */
int *membership_new;                              /* newly assignment membership */
float *feature_d;                                 /* inverted data array */
float *feature_flipped_d;                         /* original (not inverted) data array */
int *membership_d;                                /* membership on the device */
float *block_new_centers;                         /* sum of points in a cluster (per block) */
float *clusters_d;                                /* cluster centers on the device */
float *block_clusters_d;                          /* per block calculation of cluster centers */
int *block_deltas_d;                              /* per block calculation of deltas */

extern "C" void allocateMemory(int npoints, int nfeatures, int nclusters, float **features) {
  num_blocks = npoints / num_threads;
  if (npoints % num_threads > 0) /* defeat truncation */
    num_blocks++;

  num_blocks_perdim = sqrt((double)num_blocks);
  while (num_blocks_perdim * num_blocks_perdim < num_blocks) // defeat truncation (should run once)
    num_blocks_perdim++;

  num_blocks = num_blocks_perdim * num_blocks_perdim;

  /* allocate memory for memory_new[] and initialize to -1 (host) */
  membership_new = (int *)malloc(npoints * sizeof(int));
  for (int i = 0; i < npoints; i++)
    membership_new[i] = -1;

  /* allocate memory for block_new_centers[] (host) */
  block_new_centers = (float *)malloc(nclusters * nfeatures * sizeof(float));

  /* allocate memory for feature_flipped_d[][], feature_d[][] (device) */
  cudaMalloc((void **)&feature_flipped_d, npoints * nfeatures * sizeof(float));
  cudaMemcpy(feature_flipped_d, features[0], npoints * nfeatures * sizeof(float),
             cudaMemcpyHostToDevice);
  cudaMalloc((void **)&feature_d, npoints * nfeatures * sizeof(float));

  /* invert the data array (kernel execution) */
  invert_mapping<<<num_blocks, num_threads>>>(feature_flipped_d, feature_d, npoints, nfeatures);

  /* allocate memory for membership_d[] and clusters_d[][] (device) */
  cudaMalloc((void **)&membership_d, npoints * sizeof(int));
  cudaMalloc((void **)&clusters_d, nclusters * nfeatures * sizeof(float));
}

extern "C" void deallocateMemory() {
  free(membership_new);
  free(block_new_centers);
  cudaFree(feature_d);
  cudaFree(feature_flipped_d);
  cudaFree(membership_d);
  cudaFree(clusters_d);
}

extern "C" int kmeansCuda(float **feature, int nfeatures, int npoints, int nclusters,
                          int *membership, float **clusters, int *new_centers_len,
                          float **new_centers) {
  int delta = 0;
  int i, j;

  /* copy membership (host to device) */
  cudaMemcpy(membership_d, membership_new, npoints * sizeof(int), cudaMemcpyHostToDevice);

  /* copy clusters (host to device) */
  cudaMemcpy(clusters_d, clusters[0], nclusters * nfeatures * sizeof(float),
             cudaMemcpyHostToDevice);

  /* copy clusters to constant memory */
  cudaMemcpyToSymbol(c_clusters, clusters[0], nclusters * nfeatures * sizeof(float), 0,
                     cudaMemcpyHostToDevice);

  /* setup execution parameters.
     changed to 2d (source code on NVIDIA CUDA Programming Guide) */
  dim3 grid(num_blocks_perdim, num_blocks_perdim);
  dim3 threads(num_threads_perdim * num_threads_perdim);

  /* execute the kernel */
  kmeansPoint<<<grid, threads>>>(feature_d, nfeatures, npoints, nclusters, membership_d,
                                 clusters_d, block_clusters_d, block_deltas_d);

  cudaDeviceSynchronize();

  /* copy back membership (device to host) */
  cudaMemcpy(membership_new, membership_d, npoints * sizeof(int), cudaMemcpyDeviceToHost);

  /* for each point, sum data points in each cluster
     and see if membership has changed:
     if so, increase delta and change old membership, and update new_centers;
     otherwise, update new_centers */
  delta = 0;
  for (i = 0; i < npoints; i++) {
    int cluster_id = membership_new[i];
    new_centers_len[cluster_id]++;
    if (membership_new[i] != membership[i]) {
      delta++;
      membership[i] = membership_new[i];
    }
    for (j = 0; j < nfeatures; j++)
      new_centers[cluster_id][j] += feature[i][j];
  }
  return delta;
}

// ---------------------------------------------------------------- driver --
static unsigned int seed = 1;
static float frand() {
  seed = seed * 1664525u + 1013904223u;
  return (float)(seed >> 8) / 16777216.0f;
}

static int host_nearest(const float *pt, float **clusters, int nclusters, int nfeatures) {
  int index = -1;
  float min_dist = FLT_MAX;
  for (int i = 0; i < nclusters; i++) {
    float ans = 0.0;
    for (int j = 0; j < nfeatures; j++) {
      float diff = pt[j] - clusters[i][j];
      ans += diff * diff;
    }
    if (ans < min_dist) {
      min_dist = ans;
      index = i;
    }
  }
  return index;
}

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: %s <npoints> <nfeatures> <nclusters>\n", argv[0]);
    exit(1);
  }
  int npoints = atoi(argv[1]), nfeatures = atoi(argv[2]), nclusters = atoi(argv[3]);
  if (nclusters > ASSUMED_NR_CLUSTERS || nfeatures > 34) {
    fprintf(stderr, "too many clusters or features\n");
    exit(1);
  }
  float **feature = (float **)malloc(npoints * sizeof(float *));
  feature[0] = (float *)malloc(npoints * nfeatures * sizeof(float));
  for (int i = 1; i < npoints; i++)
    feature[i] = feature[i - 1] + nfeatures;
  // Points around nclusters well separated centres.
  for (int i = 0; i < npoints; i++) {
    int c = i % nclusters;
    for (int j = 0; j < nfeatures; j++)
      feature[i][j] = (float)((c * 7 + j * 3) % 11) + frand() * 0.8f;
  }
  float **clusters = (float **)malloc(nclusters * sizeof(float *));
  clusters[0] = (float *)malloc(nclusters * nfeatures * sizeof(float));
  float **hclusters = (float **)malloc(nclusters * sizeof(float *));
  hclusters[0] = (float *)malloc(nclusters * nfeatures * sizeof(float));
  for (int i = 1; i < nclusters; i++) {
    clusters[i] = clusters[i - 1] + nfeatures;
    hclusters[i] = hclusters[i - 1] + nfeatures;
  }
  for (int i = 0; i < nclusters; i++)
    for (int j = 0; j < nfeatures; j++)
      hclusters[i][j] = clusters[i][j] = feature[i * 3][j];

  float **new_centers = (float **)malloc(nclusters * sizeof(float *));
  new_centers[0] = (float *)calloc(nclusters * nfeatures, sizeof(float));
  for (int i = 1; i < nclusters; i++)
    new_centers[i] = new_centers[i - 1] + nfeatures;
  int *new_centers_len = (int *)calloc(nclusters, sizeof(int));
  int *membership = (int *)malloc(npoints * sizeof(int));
  for (int i = 0; i < npoints; i++)
    membership[i] = -1;

  allocateMemory(npoints, nfeatures, nclusters, feature);
  int loop = 0, delta;
  int *hmember = (int *)malloc(npoints * sizeof(int));
  bool same = true;
  do {
    delta = kmeansCuda(feature, nfeatures, npoints, nclusters, membership, clusters,
                       new_centers_len, new_centers);
    for (int i = 0; i < npoints; i++) {
      hmember[i] = host_nearest(feature[i], hclusters, nclusters, nfeatures);
      if (hmember[i] != membership[i])
        same = false;
    }
    for (int i = 0; i < nclusters; i++) {
      for (int j = 0; j < nfeatures; j++) {
        if (new_centers_len[i] > 0)
          clusters[i][j] = new_centers[i][j] / new_centers_len[i];
        hclusters[i][j] = clusters[i][j];
        new_centers[i][j] = 0.0;
      }
      new_centers_len[i] = 0;
    }
    printf("iteration %d: delta %d\n", loop, delta);
  } while (delta > 0 && ++loop < 20);
  deallocateMemory();

  double csum = 0;
  for (int i = 0; i < nclusters; i++)
    for (int j = 0; j < nfeatures; j++)
      csum += clusters[i][j];
  printf("clusters %d features %d points %d iterations %d centre sum %.3f\n", nclusters, nfeatures,
         npoints, loop + 1, csum);
  printf("%s\n", same ? "PASS" : "FAIL");
  return same ? 0 : 1;
}
