// Kernels of the kmeans program, #included by kmeans_cuda.cu (Rodinia
// layout, with the texture references CUDA 12 removed replaced by plain
// loads, as current ports do): cluster centres in a __constant__ array
// written with cudaMemcpyToSymbol, a transpose kernel (invert_mapping) and
// the nearest-centre kernel over a 2-D grid of 1-D blocks.
#ifndef _KMEANS_CUDA_KERNEL_H_
#define _KMEANS_CUDA_KERNEL_H_

#include <stdio.h>
#include "kmeans.h"

__constant__ float c_clusters[ASSUMED_NR_CLUSTERS * 34]; /* constant memory for cluster centers */

__global__ void invert_mapping(float *input, float *output, int npoints, int nfeatures) {
  int point_id = threadIdx.x + blockDim.x * blockIdx.x;
  int i;
  if (point_id < npoints) {
    for (i = 0; i < nfeatures; i++)
      output[point_id + npoints * i] = input[point_id * nfeatures + i];
  }
  return;
}

__global__ void kmeansPoint(float *features, int nfeatures, int npoints, int nclusters,
                            int *membership, float *clusters, float *block_clusters,
                            int *block_deltas) {
  // block ID
  const unsigned int block_id = gridDim.x * blockIdx.y + blockIdx.x;
  // point/thread ID
  const unsigned int point_id = block_id * blockDim.x * blockDim.y + threadIdx.x;

  int index = -1;

  if (point_id < npoints) {
    int i, j;
    float min_dist = FLT_MAX;
    float dist; /* distance square between a point to cluster center */

    /* find the cluster center id with min distance to pt */
    for (i = 0; i < nclusters; i++) {
      int cluster_base_index = i * nfeatures; /* base index of cluster centers for inverted array */
      float ans = 0.0f;                       /* Euclidean distance sqaure */

      for (j = 0; j < nfeatures; j++) {
        int addr = point_id + j * npoints; /* appropriate index of data point */
        float diff = (features[addr] - c_clusters[cluster_base_index + j]);
        ans += diff * diff; /* sum of squares */
      }
      dist = ans;

      /* see if distance is smaller than previous ones:
      if so, change minimum distance and save index of cluster center */
      if (dist < min_dist) {
        min_dist = dist;
        index = i;
      }
    }
  }

  if (point_id < npoints) {
    /* assign the membership to object point_id */
    membership[point_id] = index;
  }
}
#endif
