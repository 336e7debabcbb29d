// Rodinia-style nearest neighbour: records of (lat, lng) generated on the
// host (the original reads them from files), one kernel computing the
// Euclidean distance of every record to a target with sqrtf, a 2-D grid laid
// out from cudaGetDeviceProperties' maxGridSize, a host dim3 variable named
// gridDim (shadowing the built-in in host code), cudaSetDevice, command-line
// options parsed by hand, and the k nearest found on the host.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <float.h>
#include <vector>
#include "cuda.h"

#define min(a, b) ((a) > (b)) ? (b) : (a)
#define DEFAULT_THREADS_PER_BLOCK 256
#define REC_LENGTH 53 // size of a record in db

typedef struct latLong {
  float lat;
  float lng;
} LatLong;

typedef struct record {
  char recString[REC_LENGTH];
  float distance;
} Record;

__global__ void euclid(LatLong *d_locations, float *d_distances, int numRecords, float lat,
                       float lng) {
  int globalId = gridDim.x * blockDim.x * blockIdx.y + blockDim.x * blockIdx.x + threadIdx.x;
  LatLong *latLong = d_locations + globalId;
  if (globalId < numRecords) {
    float *dist = d_distances + globalId;
    *dist = (float)sqrt((lat - latLong->lat) * (lat - latLong->lat) +
                        (lng - latLong->lng) * (lng - latLong->lng));
  }
}

static unsigned int lcg = 12345u;
static float next_unit(void) {
  lcg = lcg * 1664525u + 1013904223u;
  return (float)(lcg >> 8) / 16777216.0f;
}

int loadData(std::vector<Record> &records, std::vector<LatLong> &locations, int n) {
  for (int i = 0; i < n; i++) {
    Record r;
    LatLong l;
    l.lat = 7.0f + 80.0f * next_unit();
    l.lng = 27.0f + 300.0f * next_unit();
    snprintf(r.recString, REC_LENGTH, "%4d %2d %2d %4d STORM%-4d %5.1f %5.1f", 1950 + i % 60,
             1 + i % 12, 1 + i % 28, (i * 6) % 2400, i % 1000, l.lat, l.lng);
    r.distance = 0.0f;
    records.push_back(r);
    locations.push_back(l);
  }
  return n;
}

void findLowest(std::vector<Record> &records, float *distances, int numRecords, int topN) {
  for (int i = 0; i < topN; i++) {
    int minLoc = i;
    for (int j = i; j < numRecords; j++) {
      float val = distances[j];
      if (val < distances[minLoc])
        minLoc = j;
    }
    Record tempRec = records[i];
    records[i] = records[minLoc];
    records[minLoc] = tempRec;
    float tempDist = distances[i];
    distances[i] = distances[minLoc];
    distances[minLoc] = tempDist;
    records[i].distance = distances[i];
  }
}

int parseCommandline(int argc, char *argv[], int *r, float *lat, float *lng, int *n, int *q) {
  int i;
  if (argc < 2)
    return 1;
  for (i = 1; i < argc; i++) {
    if (argv[i][0] == '-') {
      switch (argv[i][1]) {
      case 'r':
        i++;
        *r = atoi(argv[i]);
        break;
      case 'l':
        if (argv[i][2] == 'a')
          *lat = atof(argv[i + 1]);
        else
          *lng = atof(argv[i + 1]);
        i++;
        break;
      case 'n':
        i++;
        *n = atoi(argv[i]);
        break;
      case 'q':
        *q = 1;
        break;
      default:
        return 1;
      }
    }
  }
  return 0;
}

int main(int argc, char *argv[]) {
  int i = 0;
  float lat = 0.0f, lng = 0.0f;
  int quiet = 0, resultsCount = 10, numRecords = 0;
  if (parseCommandline(argc, argv, &resultsCount, &lat, &lng, &numRecords, &quiet)) {
    printf("usage: nn -n <records> -r <k> -lat <lat> -lng <lng> [-q]\n");
    return 0;
  }
  std::vector<Record> records;
  std::vector<LatLong> locations;
  numRecords = loadData(records, locations, numRecords);
  if (resultsCount > numRecords)
    resultsCount = numRecords;

  cudaDeviceProp deviceProp;
  cudaGetDeviceProperties(&deviceProp, 0);
  cudaSetDevice(0);
  cudaDeviceSynchronize();
  unsigned long maxGridX = deviceProp.maxGridSize[0];
  unsigned long threadsPerBlock = min(deviceProp.maxThreadsPerBlock, DEFAULT_THREADS_PER_BLOCK);
  size_t totalDeviceMemory;
  size_t freeDeviceMemory;
  cudaMemGetInfo(&freeDeviceMemory, &totalDeviceMemory);
  cudaDeviceSynchronize();
  unsigned long usableDeviceMemory = freeDeviceMemory * 85 / 100;
  unsigned long maxThreads = usableDeviceMemory / 12;
  if (numRecords > (long)maxThreads) {
    fprintf(stderr, "Error: Input too large.\n");
    exit(1);
  }
  unsigned long blocks = (numRecords + threadsPerBlock - 1) / threadsPerBlock;
  unsigned long gridY = (blocks + maxGridX - 1) / maxGridX;
  unsigned long gridX = (blocks + gridY - 1) / gridY;
  dim3 gridDim(gridX, gridY);

  float *distances = (float *)malloc(sizeof(float) * numRecords);
  LatLong *d_locations;
  float *d_distances;
  cudaMalloc((void **)&d_locations, sizeof(LatLong) * numRecords);
  cudaMalloc((void **)&d_distances, sizeof(float) * numRecords);
  cudaMemcpy(d_locations, &locations[0], sizeof(LatLong) * numRecords, cudaMemcpyHostToDevice);

  euclid<<<gridDim, threadsPerBlock>>>(d_locations, d_distances, numRecords, lat, lng);
  cudaDeviceSynchronize();
  cudaMemcpy(distances, d_distances, sizeof(float) * numRecords, cudaMemcpyDeviceToHost);

  int bad = 0;
  for (i = 0; i < numRecords; i++) {
    float dx = lat - locations[i].lat, dy = lng - locations[i].lng;
    float ref = sqrtf(dx * dx + dy * dy);
    if (fabsf(ref - distances[i]) > 1e-4f * ref + 1e-6f)
      bad++;
  }
  findLowest(records, distances, numRecords, resultsCount);
  if (!quiet)
    for (i = 0; i < resultsCount; i++)
      printf("%s --> Distance=%f\n", records[i].recString, records[i].distance);
  printf("records=%d k=%d mismatches=%d\n", numRecords, resultsCount, bad);
  printf("%s\n", bad == 0 ? "PASS" : "FAIL");
  free(distances);
  cudaFree(d_locations);
  cudaFree(d_distances);
  return bad == 0 ? 0 : 1;
}
