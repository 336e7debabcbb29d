// Level-synchronous breadth-first search on a CSR graph: one kernel launch
// per level expands the frontier, claiming unvisited vertices with
// atomicCAS and flagging "changed" for the host loop. Distances are unique,
// so the result is deterministic although the claiming order is not.
#include <cstdio>
#include <queue>
#include <vector>
#include <cuda_runtime.h>

__global__ void expand(const int *rowPtr, const int *adj, int *dist, int level, int n, int *changed) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= n || dist[v] != level)
    return;
  for (int k = rowPtr[v]; k < rowPtr[v + 1]; ++k) {
    int u = adj[k];
    if (atomicCAS(&dist[u], -1, level + 1) == -1)
      *changed = 1;
  }
}

int main() {
  const int n = 50000;
  // A ring with chords: i -> i+1, i -> i*7 % n, i -> i/2.
  std::vector<std::vector<int>> g(n);
  for (int i = 0; i < n; ++i) {
    int targets[3] = {(i + 1) % n, (int)((long long)i * 7 % n), i / 2};
    for (int t : targets)
      if (t != i) {
        g[i].push_back(t);
        g[t].push_back(i);
      }
  }
  std::vector<int> rowPtr(1, 0), adj;
  for (int i = 0; i < n; ++i) {
    adj.insert(adj.end(), g[i].begin(), g[i].end());
    rowPtr.push_back((int)adj.size());
  }
  int *dRow, *dAdj, *dDist, *dChanged;
  cudaMalloc(&dRow, rowPtr.size() * sizeof(int));
  cudaMalloc(&dAdj, adj.size() * sizeof(int));
  cudaMalloc(&dDist, n * sizeof(int));
  cudaMalloc(&dChanged, sizeof(int));
  cudaMemcpy(dRow, rowPtr.data(), rowPtr.size() * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(dAdj, adj.data(), adj.size() * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemset(dDist, 0xff, n * sizeof(int));
  const int source = 12345;
  int zero = 0;
  cudaMemcpy(dDist + source, &zero, sizeof(int), cudaMemcpyHostToDevice);
  int level = 0, changed = 1;
  while (changed) {
    cudaMemset(dChanged, 0, sizeof(int));
    expand<<<(n + 255) / 256, 256>>>(dRow, dAdj, dDist, level, n, dChanged);
    cudaMemcpy(&changed, dChanged, sizeof(int), cudaMemcpyDeviceToHost);
    ++level;
  }
  std::vector<int> dist(n), ref(n, -1);
  cudaMemcpy(dist.data(), dDist, n * sizeof(int), cudaMemcpyDeviceToHost);
  std::queue<int> q;
  ref[source] = 0;
  q.push(source);
  while (!q.empty()) {
    int v = q.front();
    q.pop();
    for (int u : g[v])
      if (ref[u] < 0) {
        ref[u] = ref[v] + 1;
        q.push(u);
      }
  }
  int bad = 0, maxDist = 0;
  long long total = 0;
  std::vector<int> perLevel(64, 0);
  for (int i = 0; i < n; ++i) {
    if (dist[i] != ref[i])
      ++bad;
    maxDist = dist[i] > maxDist ? dist[i] : maxDist;
    total += dist[i];
    if (dist[i] >= 0 && dist[i] < 64)
      perLevel[dist[i]]++;
  }
  printf("vertices=%d edges=%d levels launched=%d eccentricity=%d distance sum=%lld\n", n, (int)adj.size(), level,
         maxDist, total);
  printf("per level:");
  for (int l = 0; l <= maxDist && l < 64; ++l)
    printf(" %d", perLevel[l]);
  printf("\n%s\n", bad ? "FAIL" : "PASS");
  return 0;
}
