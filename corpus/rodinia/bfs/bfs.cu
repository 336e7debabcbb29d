// Rodinia-style breadth-first search: the graph is written to a text file
// in the suite's format (node count, "start degree" lines, source, edge
// count, "dest cost" lines) and read back with fscanf, as the suite reads
// its graph files; struct Node {starting, no_of_edges}; bool arrays on the
// device; two kernels from #included kernel.cu/kernel2.cu launched until the
// bool stop flag stays false; the cost array written to result.txt.
// Checks the costs against a host BFS.
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <math.h>
#include <cuda.h>

#define MAX_THREADS_PER_BLOCK 512

int no_of_nodes;
int edge_list_size;
FILE *fp;

// Structure to hold a node information
struct Node {
  int starting;
  int no_of_edges;
};

#include "kernel.cu"
#include "kernel2.cu"

void BFSGraph(int argc, char **argv);

static void write_graph(const char *name, int n) {
  FILE *f = fopen(name, "w");
  if (!f) {
    printf("Error Writing graph file\n");
    exit(1);
  }
  fprintf(f, "%d\n", n);
  // vertex i links to i+1, 3i+1 and i/2 (mod n); degree 3
  int start = 0;
  for (int i = 0; i < n; i++) {
    fprintf(f, "%d %d\n", start, 3);
    start += 3;
  }
  fprintf(f, "\n0\n\n%d\n", 3 * n);
  for (int i = 0; i < n; i++) {
    fprintf(f, "%d %d\n", (i + 1) % n, 1);
    fprintf(f, "%d %d\n", (int)((3LL * i + 1) % n), 1);
    fprintf(f, "%d %d\n", i / 2, 1);
  }
  fclose(f);
}

int main(int argc, char **argv) {
  no_of_nodes = 0;
  edge_list_size = 0;
  BFSGraph(argc, argv);
}

void Usage(int argc, char **argv) {
  fprintf(stderr, "Usage: %s <input_file> <nodes>\n", argv[0]);
}

void BFSGraph(int argc, char **argv) {
  char *input_f;
  if (argc != 3) {
    Usage(argc, argv);
    exit(0);
  }

  input_f = argv[1];
  write_graph(input_f, atoi(argv[2]));
  printf("Reading File\n");
  // Read in Graph from a file
  fp = fopen(input_f, "r");
  if (!fp) {
    printf("Error Reading graph file\n");
    return;
  }

  int source = 0;

  if (fscanf(fp, "%d", &no_of_nodes) != 1)
    exit(1);

  int num_of_blocks = 1;
  int num_of_threads_per_block = no_of_nodes;

  // Make execution Parameters according to the number of nodes
  // Distribute threads across multiple Blocks if necessary
  if (no_of_nodes > MAX_THREADS_PER_BLOCK) {
    num_of_blocks = (int)ceil(no_of_nodes / (double)MAX_THREADS_PER_BLOCK);
    num_of_threads_per_block = MAX_THREADS_PER_BLOCK;
  }

  // allocate host memory
  Node *h_graph_nodes = (Node *)malloc(sizeof(Node) * no_of_nodes);
  bool *h_graph_mask = (bool *)malloc(sizeof(bool) * no_of_nodes);
  bool *h_updating_graph_mask = (bool *)malloc(sizeof(bool) * no_of_nodes);
  bool *h_graph_visited = (bool *)malloc(sizeof(bool) * no_of_nodes);

  int start, edgeno;
  // initalize the memory
  for (unsigned int i = 0; i < no_of_nodes; i++) {
    if (fscanf(fp, "%d %d", &start, &edgeno) != 2)
      exit(1);
    h_graph_nodes[i].starting = start;
    h_graph_nodes[i].no_of_edges = edgeno;
    h_graph_mask[i] = false;
    h_updating_graph_mask[i] = false;
    h_graph_visited[i] = false;
  }

  // read the source node from the file
  if (fscanf(fp, "%d", &source) != 1)
    exit(1);
  source = 0;

  // set the source node as true in the mask
  h_graph_mask[source] = true;
  h_graph_visited[source] = true;

  if (fscanf(fp, "%d", &edge_list_size) != 1)
    exit(1);

  int id, cost;
  int *h_graph_edges = (int *)malloc(sizeof(int) * edge_list_size);
  for (int i = 0; i < edge_list_size; i++) {
    if (fscanf(fp, "%d", &id) != 1 || fscanf(fp, "%d", &cost) != 1)
      exit(1);
    h_graph_edges[i] = id;
  }

  if (fp)
    fclose(fp);

  printf("Read File\n");

  // Copy the Node list to device memory
  Node *d_graph_nodes;
  cudaMalloc((void **)&d_graph_nodes, sizeof(Node) * no_of_nodes);
  cudaMemcpy(d_graph_nodes, h_graph_nodes, sizeof(Node) * no_of_nodes, cudaMemcpyHostToDevice);

  // Copy the Edge List to device Memory
  int *d_graph_edges;
  cudaMalloc((void **)&d_graph_edges, sizeof(int) * edge_list_size);
  cudaMemcpy(d_graph_edges, h_graph_edges, sizeof(int) * edge_list_size, cudaMemcpyHostToDevice);

  // Copy the Mask to device memory
  bool *d_graph_mask;
  cudaMalloc((void **)&d_graph_mask, sizeof(bool) * no_of_nodes);
  cudaMemcpy(d_graph_mask, h_graph_mask, sizeof(bool) * no_of_nodes, cudaMemcpyHostToDevice);

  bool *d_updating_graph_mask;
  cudaMalloc((void **)&d_updating_graph_mask, sizeof(bool) * no_of_nodes);
  cudaMemcpy(d_updating_graph_mask, h_updating_graph_mask, sizeof(bool) * no_of_nodes,
             cudaMemcpyHostToDevice);

  // Copy the Visited nodes array to device memory
  bool *d_graph_visited;
  cudaMalloc((void **)&d_graph_visited, sizeof(bool) * no_of_nodes);
  cudaMemcpy(d_graph_visited, h_graph_visited, sizeof(bool) * no_of_nodes,
             cudaMemcpyHostToDevice);

  // allocate mem for the result on host side
  int *h_cost = (int *)malloc(sizeof(int) * no_of_nodes);
  for (int i = 0; i < no_of_nodes; i++)
    h_cost[i] = -1;
  h_cost[source] = 0;

  // allocate device memory for result
  int *d_cost;
  cudaMalloc((void **)&d_cost, sizeof(int) * no_of_nodes);
  cudaMemcpy(d_cost, h_cost, sizeof(int) * no_of_nodes, cudaMemcpyHostToDevice);

  // make a bool to check if the execution is over
  bool *d_over;
  cudaMalloc((void **)&d_over, sizeof(bool));

  printf("Copied Everything to GPU memory\n");

  // setup execution parameters
  dim3 grid(num_of_blocks, 1, 1);
  dim3 threads(num_of_threads_per_block, 1, 1);

  int k = 0;
  printf("Start traversing the tree\n");
  bool stop;
  // Call the Kernel untill all the elements of Frontier are not false
  do {
    // if no thread changes this value then the loop stops
    stop = false;
    cudaMemcpy(d_over, &stop, sizeof(bool), cudaMemcpyHostToDevice);
    Kernel<<<grid, threads, 0>>>(d_graph_nodes, d_graph_edges, d_graph_mask,
                                 d_updating_graph_mask, d_graph_visited, d_cost, no_of_nodes);
    // check if kernel execution generated and error

    Kernel2<<<grid, threads, 0>>>(d_graph_mask, d_updating_graph_mask, d_graph_visited, d_over,
                                  no_of_nodes);
    // check if kernel execution generated and error

    cudaMemcpy(&stop, d_over, sizeof(bool), cudaMemcpyDeviceToHost);
    k++;
  } while (stop);

  printf("Kernel Executed %d times\n", k);

  // copy result from device to host
  cudaMemcpy(h_cost, d_cost, sizeof(int) * no_of_nodes, cudaMemcpyDeviceToHost);

  // Store the result into a file
  FILE *fpo = fopen("result.txt", "w");
  for (int i = 0; i < no_of_nodes; i++)
    fprintf(fpo, "%d) cost:%d\n", i, h_cost[i]);
  fclose(fpo);
  printf("Result stored in result.txt\n");

  // host BFS
  int *ref = (int *)malloc(sizeof(int) * no_of_nodes);
  int *queue = (int *)malloc(sizeof(int) * no_of_nodes);
  for (int i = 0; i < no_of_nodes; i++)
    ref[i] = -1;
  int head = 0, tail = 0;
  ref[source] = 0;
  queue[tail++] = source;
  while (head < tail) {
    int v = queue[head++];
    for (int e = h_graph_nodes[v].starting;
         e < h_graph_nodes[v].starting + h_graph_nodes[v].no_of_edges; e++) {
      int u = h_graph_edges[e];
      if (ref[u] < 0) {
        ref[u] = ref[v] + 1;
        queue[tail++] = u;
      }
    }
  }
  int bad = 0, maxcost = 0;
  long sum = 0;
  for (int i = 0; i < no_of_nodes; i++) {
    if (ref[i] != h_cost[i])
      bad++;
    if (h_cost[i] > maxcost)
      maxcost = h_cost[i];
    sum += h_cost[i];
  }
  printf("nodes %d edges %d max cost %d cost sum %ld mismatches %d\n", no_of_nodes,
         edge_list_size, maxcost, sum, bad);
  printf("%s\n", bad == 0 ? "PASS" : "FAIL");

  // cleanup memory
  free(h_graph_nodes);
  free(h_graph_edges);
  free(h_graph_mask);
  free(h_updating_graph_mask);
  free(h_graph_visited);
  free(h_cost);
  cudaFree(d_graph_nodes);
  cudaFree(d_graph_edges);
  cudaFree(d_graph_mask);
  cudaFree(d_updating_graph_mask);
  cudaFree(d_graph_visited);
  cudaFree(d_cost);
  if (bad)
    exit(1);
}
