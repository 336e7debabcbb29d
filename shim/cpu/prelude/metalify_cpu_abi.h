//===- metalify_cpu_abi.h - JIT code <-> CPU executor contract ------------===//
//
// Part of metalify. Included by the prelude (compiled by the JIT together
// with the user's MSL) and by the executor (compiled into libmetalify). Plain
// C types only: the prelude includes no standard headers.
//
// The CPU compiler (shim/cpu/Compiler*) generates, for every kernel K:
//   extern "C" void __metalify_thread_K(const MetalifyDispatch *D,
//                                       const MetalifyThread *T);
//     runs one thread of K (used under fibers, when K has barriers or
//     SIMD-group functions);
//   extern "C" void __metalify_group_K(const MetalifyDispatch *D,
//                                      const unsigned GroupPos[3]);
//     runs every thread of one threadgroup as a plain loop (the fast path
//     for kernels with neither barriers nor SIMD-group functions);
// and, after optimization, for kernels with barriers or SIMD-group
// functions (ResumableKernel.h):
//   extern "C" unsigned __metalify_resume_K(const MetalifyDispatch *D,
//                                           const MetalifyThread *T,
//                                           MetalifyFrame *F,
//                                           unsigned ResumeAt);
//     runs one thread from the start (ResumeAt 0) or from the synchronisation
//     point it last stopped at, until the next one (returning its number,
//     with F's header filled in) or the end (returning 0). Values live
//     across a synchronisation point stay in the thread's frame, whose size
//     the compiler reports with the kernel.
//   extern "C" void __metalify_regions_K(const MetalifyDispatch *D,
//                                        const MetalifyThread *Threads,
//                                        unsigned char *Frames,
//                                        unsigned Count, unsigned ResumeAt,
//                                        unsigned *Stops, unsigned *Current);
//     the same for the threads 0..Count-1 (frames FrameSize bytes apart)
//     that wait at ResumeAt: all of them for 0, else those whose Stops[i]
//     is ResumeAt. Stops[i] receives where thread i stopped, and *Current
//     the thread running (for error messages).
// and, for a kernel without barriers or SIMD-group functions whose body
// holds a loop (WideKernel.h):
//   extern "C" void __metalify_wide_K(const MetalifyDispatch *D,
//                                     const MetalifyThread *First,
//                                     unsigned Count);
//     runs Count <= METALIFY_WIDE_LANES threads of one row of the
//     threadgroup together, one vector lane each, starting at First and
//     counting up in x; __metalify_group_K then calls it for each chunk of
//     each row.
// The executor implements the __metalify_* hooks below.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_CPU_ABI_H
#define METALIFY_CPU_ABI_H

/// Threads that __metalify_wide_K runs at once.
#define METALIFY_WIDE_LANES 16

#ifdef __cplusplus
extern "C" {
#endif

/// What every thread of one dispatch shares.
typedef struct MetalifyDispatch {
  /// [[buffer(i)]]: the bound byte of each buffer (base + offset), or null.
  void *Buffers[31];
  /// Bound length in bytes of each buffer, for bounds diagnostics.
  unsigned long BufferLengths[31];
  /// [[threadgroup(i)]] memory of the *current* threadgroup (the executor
  /// sets these per threadgroup, in a per-worker copy of this struct).
  void *Threadgroup[31];
  /// Kernel-scope `threadgroup` variables of the current threadgroup live
  /// here, at offsets the compiler assigns.
  void *ThreadgroupStatic;
  unsigned ThreadsPerThreadgroup[3];
  unsigned ThreadgroupsPerGrid[3];
  unsigned ThreadgroupPosition[3];
} MetalifyDispatch;

/// Per-thread built-ins (Table 5.8 of the MSL specification).
typedef struct MetalifyThread {
  unsigned PositionInThreadgroup[3];
  unsigned IndexInThreadgroup;
  unsigned IndexInSimdgroup;
  unsigned SimdgroupIndex;
} MetalifyThread;

/// What a resumable kernel and the executor tell each other at a
/// synchronisation point: the start of every thread's frame.
typedef struct MetalifyFrame {
  /// Set by the executor before resuming after an exchange: the 32 slots of
  /// 16 bytes the SIMD-group published, and the mask of lanes that did.
  const void *ExchangeResult;
  unsigned ExchangeMask;
  /// Set by the kernel when it stops: METALIFY_SYNC_* and the call site.
  unsigned Sync;
  unsigned Site;
  /// An exchange's value, Size bytes.
  unsigned Size;
  unsigned char Staged[16];
} MetalifyFrame;

/// MetalifyFrame::Sync.
enum {
  METALIFY_SYNC_THREADGROUP_BARRIER = 1,
  METALIFY_SYNC_SIMDGROUP_BARRIER = 2,
  METALIFY_SYNC_SIMD_EXCHANGE = 3,
};

/// mem_flags bits, as in MSL.
enum {
  METALIFY_MEM_NONE = 0,
  METALIFY_MEM_DEVICE = 1,
  METALIFY_MEM_THREADGROUP = 2,
  METALIFY_MEM_TEXTURE = 4,
  METALIFY_MEM_THREADGROUP_IMAGEBLOCK = 8,
};

/// Waits until every live thread of the threadgroup reaches a barrier.
/// \p Site identifies the call site (the MSL line) so that live threads
/// waiting at different barriers are reported, never left hanging.
void __metalify_threadgroup_barrier(unsigned Flags, unsigned Site);
/// Waits until every live lane of the caller's SIMD-group arrives.
void __metalify_simdgroup_barrier(unsigned Flags, unsigned Site);
/// SIMD-group exchange: the calling lane publishes Size (<= 16) bytes at
/// Value; returns 32 slots of 16 bytes (lane i's value at i * 16) once every
/// live lane of its SIMD-group has published. *ActiveMask receives the lanes
/// that published. The slots stay valid until the caller's next exchange.
const void *__metalify_simd_exchange(const void *Value, unsigned Size,
                                     unsigned *ActiveMask, unsigned Site);
/// The calling thread's lane in its SIMD-group (thread_index_in_simdgroup).
unsigned __metalify_simd_lane(void);
/// Reports a fatal error from kernel code (assert, trap); the launch fails
/// with cudaErrorAssert / cudaErrorLaunchFailure and this message.
void __metalify_kernel_error(int Code, const char *Message);

#ifdef __cplusplus
}
#endif

#endif
