//===- StreamApi.cpp - Streams and events ---------------------------------===//
//
// Part of metalify. Handles are checked against the live tables, so a
// destroyed or foreign handle is cudaErrorInvalidResourceHandle, not a crash.
//
//===----------------------------------------------------------------------===//
#include "common/Errors.h"
#include "common/Runtime.h"

#include "metalify/runtime.h"

#include <algorithm>
#include <chrono>

using namespace metalify;

namespace {

/// CUDA's priority range on current GPUs: 0 (least) to -5 (greatest).
constexpr int LeastPriority = 0;
constexpr int GreatestPriority = -5;

Status createStream(cudaStream_t *Out, unsigned Flags, int Priority) {
  Runtime &R = Runtime::get();
  if (Status S = R.check(); !S.ok())
    return S;
  if (!Out || (Flags & ~unsigned(cudaStreamNonBlocking)))
    return fail(cudaErrorInvalidValue);
  Priority = std::clamp(Priority, GreatestPriority, LeastPriority);
  *Out = R.streams().create(Flags, Priority);
  return Status::success();
}

/// The stream behind a user handle or the error for a bad one.
Status streamOf(cudaStream_t Handle, std::shared_ptr<Stream> &Out) {
  Runtime &R = Runtime::get();
  if (Status S = R.check(); !S.ok())
    return S;
  Out = R.streams().resolve(Handle);
  return Out ? Status::success() : fail(cudaErrorInvalidResourceHandle);
}

Status eventOf(cudaEvent_t Handle, std::shared_ptr<Event> &Out) {
  Runtime &R = Runtime::get();
  if (Status S = R.check(); !S.ok())
    return S;
  Out = R.events().resolve(Handle);
  return Out ? Status::success() : fail(cudaErrorInvalidResourceHandle);
}

Status elapsed(float *Ms, cudaEvent_t Start, cudaEvent_t End) {
  if (!Ms)
    return fail(cudaErrorInvalidValue);
  std::shared_ptr<Event> A, B;
  if (Status S = eventOf(Start, A); !S.ok())
    return S;
  if (Status S = eventOf(End, B); !S.ok())
    return S;
  if (!A->timed() || !B->timed() || !A->recorded() || !B->recorded())
    return fail(cudaErrorInvalidResourceHandle);
  auto TA = A->time(), TB = B->time();
  if (!TA || !TB)
    return fail(cudaErrorNotReady);
  *Ms = std::chrono::duration<float, std::milli>(*TB - *TA).count();
  return Status::success();
}

} // namespace

cudaError_t cudaStreamCreate(cudaStream_t *Stream) {
  return finishCall(createStream(Stream, cudaStreamDefault, 0));
}

cudaError_t cudaStreamCreateWithFlags(cudaStream_t *Stream, unsigned Flags) {
  return finishCall(createStream(Stream, Flags, 0));
}

cudaError_t cudaStreamCreateWithPriority(cudaStream_t *Stream, unsigned Flags,
                                         int Priority) {
  return finishCall(createStream(Stream, Flags, Priority));
}

cudaError_t cudaStreamDestroy(cudaStream_t Stream) {
  Runtime &R = Runtime::get();
  if (Status S = R.check(); !S.ok())
    return finishCall(S);
  if (!R.streams().destroy(Stream))
    return finishCall(fail(cudaErrorInvalidResourceHandle));
  return cudaSuccess;
}

cudaError_t cudaStreamSynchronize(cudaStream_t Stream) {
  std::shared_ptr<metalify::Stream> S;
  if (Status E = streamOf(Stream, S); !E.ok())
    return finishCall(E);
  // CUDA: synchronizing a capturing stream is illegal during capture.
  if (S->capture())
    return finishCall(fail(cudaErrorStreamCaptureUnsupported));
  return finishCall(Runtime::get().synchronize(*S));
}

cudaError_t cudaStreamQuery(cudaStream_t Stream) {
  std::shared_ptr<metalify::Stream> S;
  if (Status E = streamOf(Stream, S); !E.ok())
    return finishCall(E);
  // Not ready is an answer, not a failure: it is not recorded.
  return S->reached(S->lastSubmitted()) ? cudaSuccess : cudaErrorNotReady;
}

cudaError_t cudaStreamWaitEvent(cudaStream_t Stream, cudaEvent_t Event,
                                unsigned Flags) {
  std::shared_ptr<metalify::Stream> S;
  std::shared_ptr<metalify::Event> E;
  if (Status St = streamOf(Stream, S); !St.ok())
    return finishCall(St);
  if (Status St = eventOf(Event, E); !St.ok())
    return finishCall(St);
  if (Flags != 0)
    return finishCall(fail(cudaErrorInvalidValue));
  metalify::Stream::Dependency Point = E->point();
  if (!Point.On)
    return cudaSuccess; // Never recorded: nothing to wait for, as in CUDA.
  return finishCall(Runtime::get().execute(S, [] {}, /*Wait=*/false, {Point}));
}

cudaError_t cudaLaunchHostFunc(cudaStream_t Stream, cudaHostFn_t Fn,
                               void *UserData) {
  std::shared_ptr<metalify::Stream> S;
  if (Status E = streamOf(Stream, S); !E.ok())
    return finishCall(E);
  if (!Fn)
    return finishCall(fail(cudaErrorInvalidValue));
  return finishCall(Runtime::get().execute(
      S, [Fn, UserData] { Fn(UserData); }, /*Wait=*/false));
}

cudaError_t cudaStreamAddCallback(cudaStream_t Stream,
                                  cudaStreamCallback_t Callback, void *UserData,
                                  unsigned Flags) {
  std::shared_ptr<metalify::Stream> S;
  if (Status E = streamOf(Stream, S); !E.ok())
    return finishCall(E);
  if (!Callback || Flags != 0)
    return finishCall(fail(cudaErrorInvalidValue));
  Runtime &R = Runtime::get();
  return finishCall(R.execute(
      S,
      [&R, Stream, Callback, UserData] {
        // The callback learns of a fault earlier on the device, as in CUDA.
        Callback(Stream, cudaError_t(R.check().Code), UserData);
      },
      /*Wait=*/false));
}

cudaError_t cudaStreamGetFlags(cudaStream_t Stream, unsigned *Flags) {
  std::shared_ptr<metalify::Stream> S;
  if (Status E = streamOf(Stream, S); !E.ok())
    return finishCall(E);
  if (!Flags)
    return finishCall(fail(cudaErrorInvalidValue));
  *Flags = S->flags();
  return cudaSuccess;
}

cudaError_t cudaStreamGetPriority(cudaStream_t Stream, int *Priority) {
  std::shared_ptr<metalify::Stream> S;
  if (Status E = streamOf(Stream, S); !E.ok())
    return finishCall(E);
  if (!Priority)
    return finishCall(fail(cudaErrorInvalidValue));
  *Priority = S->priority();
  return cudaSuccess;
}

cudaError_t cudaDeviceGetStreamPriorityRange(int *Least, int *Greatest) {
  if (Least)
    *Least = LeastPriority;
  if (Greatest)
    *Greatest = GreatestPriority;
  return cudaSuccess;
}

cudaError_t cudaEventCreate(cudaEvent_t *Event) {
  return cudaEventCreateWithFlags(Event, cudaEventDefault);
}

cudaError_t cudaEventCreateWithFlags(cudaEvent_t *Event, unsigned Flags) {
  Runtime &R = Runtime::get();
  if (Status S = R.check(); !S.ok())
    return finishCall(S);
  unsigned Known =
      cudaEventBlockingSync | cudaEventDisableTiming | cudaEventInterprocess;
  if (!Event || (Flags & ~Known))
    return finishCall(fail(cudaErrorInvalidValue));
  *Event = R.events().create(Flags);
  return cudaSuccess;
}

cudaError_t cudaEventRecord(cudaEvent_t Event, cudaStream_t Stream) {
  std::shared_ptr<metalify::Event> E;
  std::shared_ptr<metalify::Stream> S;
  if (Status St = eventOf(Event, E); !St.ok())
    return finishCall(St);
  if (Status St = streamOf(Stream, S); !St.ok())
    return finishCall(St);
  E->record(Runtime::get().streams(), S);
  return cudaSuccess;
}

cudaError_t cudaEventSynchronize(cudaEvent_t Event) {
  std::shared_ptr<metalify::Event> E;
  if (Status St = eventOf(Event, E); !St.ok())
    return finishCall(St);
  E->synchronize();
  Runtime::get().flushDeviceLog();
  return finishCall(Runtime::get().check());
}

cudaError_t cudaEventQuery(cudaEvent_t Event) {
  std::shared_ptr<metalify::Event> E;
  if (Status St = eventOf(Event, E); !St.ok())
    return finishCall(St);
  return E->complete() ? cudaSuccess : cudaErrorNotReady;
}

cudaError_t cudaEventElapsedTime(float *Ms, cudaEvent_t Start,
                                 cudaEvent_t End) {
  return finishCall(elapsed(Ms, Start, End));
}

cudaError_t cudaEventDestroy(cudaEvent_t Event) {
  Runtime &R = Runtime::get();
  if (!R.events().destroy(Event))
    return finishCall(fail(cudaErrorInvalidResourceHandle));
  return cudaSuccess;
}
