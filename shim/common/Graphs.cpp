//===- Graphs.cpp - CUDA graphs recorded by stream capture ----------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "common/Graphs.h"
#include "common/Errors.h"
#include "common/Runtime.h"

#include "metalify/runtime.h"

using namespace metalify;

namespace {

/// The capturable stream behind \p Handle: a created stream (CUDA cannot
/// capture the legacy default stream).
Status capturable(cudaStream_t Handle, std::shared_ptr<Stream> &Out) {
  Runtime &R = Runtime::get();
  if (Status S = R.check(); !S.ok())
    return S;
  Out = R.streams().resolve(Handle);
  if (!Out)
    return fail(cudaErrorInvalidResourceHandle);
  if (Out == R.streams().legacy())
    return fail(cudaErrorStreamCaptureUnsupported);
  return Status::success();
}

} // namespace

bool metalify::recordIfCapturing(cudaStream_t Handle, GraphNode Node) {
  std::shared_ptr<Stream> S = Runtime::get().streams().resolve(Handle);
  if (!S)
    return false;
  std::shared_ptr<CUgraph_st> G = S->capture();
  if (!G)
    return false;
  std::lock_guard<std::mutex> Lock(G->Mutex);
  G->Nodes.push_back(std::move(Node));
  return true;
}

cudaError_t cudaStreamBeginCapture(cudaStream_t Stream,
                                   cudaStreamCaptureMode Mode) {
  if (Mode != cudaStreamCaptureModeGlobal &&
      Mode != cudaStreamCaptureModeThreadLocal &&
      Mode != cudaStreamCaptureModeRelaxed)
    return finishCall(fail(cudaErrorInvalidValue));
  std::shared_ptr<metalify::Stream> S;
  if (Status E = capturable(Stream, S); !E.ok())
    return finishCall(E);
  if (S->capture())
    return finishCall(fail(cudaErrorIllegalState));
  S->setCapture(std::make_shared<CUgraph_st>());
  return cudaSuccess;
}

cudaError_t cudaStreamEndCapture(cudaStream_t Stream, cudaGraph_t *Graph) {
  if (!Graph)
    return finishCall(fail(cudaErrorInvalidValue));
  std::shared_ptr<metalify::Stream> S;
  if (Status E = capturable(Stream, S); !E.ok())
    return finishCall(E);
  std::shared_ptr<CUgraph_st> G = S->capture();
  if (!G)
    return finishCall(fail(cudaErrorIllegalState));
  S->setCapture(nullptr);
  auto *Out = new CUgraph_st;
  {
    std::lock_guard<std::mutex> Lock(G->Mutex);
    Out->Nodes = std::move(G->Nodes);
  }
  *Graph = Out;
  return cudaSuccess;
}

cudaError_t cudaStreamIsCapturing(cudaStream_t Stream,
                                  cudaStreamCaptureStatus *Status) {
  if (!Status)
    return finishCall(fail(cudaErrorInvalidValue));
  std::shared_ptr<metalify::Stream> S =
      Runtime::get().streams().resolve(Stream);
  if (!S)
    return finishCall(fail(cudaErrorInvalidResourceHandle));
  *Status = S->capture() ? cudaStreamCaptureStatusActive
                         : cudaStreamCaptureStatusNone;
  return cudaSuccess;
}

cudaError_t cudaGraphCreate(cudaGraph_t *Graph, unsigned Flags) {
  if (!Graph || Flags != 0)
    return finishCall(fail(cudaErrorInvalidValue));
  *Graph = new CUgraph_st;
  return cudaSuccess;
}

cudaError_t cudaGraphInstantiate(cudaGraphExec_t *Exec, cudaGraph_t Graph,
                                 unsigned long long) {
  if (!Exec || !Graph)
    return finishCall(fail(cudaErrorInvalidValue));
  auto *Out = new CUgraphExec_st;
  {
    std::lock_guard<std::mutex> Lock(Graph->Mutex);
    Out->Nodes = Graph->Nodes;
  }
  *Exec = Out;
  return cudaSuccess;
}

cudaError_t cudaGraphInstantiate(cudaGraphExec_t *Exec, cudaGraph_t Graph,
                                 cudaGraphNode_t *ErrorNode, char *LogBuffer,
                                 size_t BufferSize) {
  if (ErrorNode)
    *ErrorNode = nullptr;
  if (LogBuffer && BufferSize)
    LogBuffer[0] = '\0';
  return cudaGraphInstantiate(Exec, Graph, 0ull);
}

cudaError_t cudaGraphInstantiateWithFlags(cudaGraphExec_t *Exec,
                                          cudaGraph_t Graph,
                                          unsigned long long Flags) {
  return cudaGraphInstantiate(Exec, Graph, Flags);
}

cudaError_t cudaGraphLaunch(cudaGraphExec_t Exec, cudaStream_t Stream) {
  if (!Exec)
    return finishCall(fail(cudaErrorInvalidValue));
  // A graph launched into a capturing stream becomes one recorded step.
  if (recordIfCapturing(Stream, [Exec](cudaStream_t On) {
        for (const GraphNode &N : Exec->Nodes)
          if (Status S = N(On); !S.ok())
            return S;
        return Status::success();
      }))
    return cudaSuccess;
  if (!Runtime::get().streams().resolve(Stream))
    return finishCall(fail(cudaErrorInvalidResourceHandle));
  for (const GraphNode &N : Exec->Nodes)
    if (Status S = N(Stream); !S.ok())
      return finishCall(S);
  return cudaSuccess;
}

cudaError_t cudaGraphExecDestroy(cudaGraphExec_t Exec) {
  delete Exec;
  return cudaSuccess;
}

cudaError_t cudaGraphDestroy(cudaGraph_t Graph) {
  delete Graph;
  return cudaSuccess;
}
