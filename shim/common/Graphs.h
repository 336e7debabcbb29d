//===- Graphs.h - CUDA graphs recorded by stream capture --------*- C++ -*-===//
//
// Part of metalify. Between cudaStreamBeginCapture and cudaStreamEndCapture
// the asynchronous calls issued to a stream (launches, cudaMemcpyAsync,
// cudaMemsetAsync, cudaMemcpy2DAsync) are recorded instead of run, each as
// a call that re-issues it on a given stream. cudaGraphLaunch replays them
// in issue order: a valid order for a graph captured from one stream, whose
// nodes form a chain.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_COMMON_GRAPHS_H
#define METALIFY_SHIM_COMMON_GRAPHS_H

#include "common/Backend.h"

#include "metalify/cuda_types.h"

#include <functional>
#include <mutex>
#include <vector>

namespace metalify {

/// One recorded operation: issues it again on the given stream. Pointers and
/// by-value kernel arguments are the ones of the captured call (CUDA's
/// node parameters); host memory is read when the replay runs.
using GraphNode = std::function<Status(cudaStream_t)>;

/// When the stream behind \p Handle is capturing, appends \p Node to its
/// graph and returns true; otherwise returns false and the caller runs the
/// operation. Unknown handles return false (the call reports them).
bool recordIfCapturing(cudaStream_t Handle, GraphNode Node);

} // namespace metalify

/// What a cudaGraph_t points at.
struct CUgraph_st {
  std::mutex Mutex;
  std::vector<metalify::GraphNode> Nodes;
};

/// What a cudaGraphExec_t points at: the graph's nodes when instantiated
/// (later changes to the graph do not reach it, as in CUDA).
struct CUgraphExec_st {
  std::vector<metalify::GraphNode> Nodes;
};

#endif
