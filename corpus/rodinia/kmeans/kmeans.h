// Shared declarations of the kmeans program.
#ifndef _H_FUZZY_KMEANS
#define _H_FUZZY_KMEANS

#include <float.h>

#define ASSUMED_NR_CLUSTERS 32
#define RANDOM_MAX 2147483647
#define THREADS_PER_DIM 16
#define BLOCKS_PER_DIM 16
#define THREADS_PER_BLOCK THREADS_PER_DIM *THREADS_PER_DIM

extern "C" void allocateMemory(int npoints, int nfeatures, int nclusters, float **features);
extern "C" void deallocateMemory();
extern "C" int kmeansCuda(float **feature, int nfeatures, int npoints, int nclusters,
                          int *membership, float **clusters, int *new_centers_len,
                          float **new_centers);
#endif
