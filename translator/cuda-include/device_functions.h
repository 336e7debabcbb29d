//===- device_functions.h - Synchronization, warps, atomics ----*- C++ -*-===//
//
// Part of metalify. Block synchronization, memory fences, warp intrinsics,
// atomics and the other device-side functions; declarations only.
//
//===----------------------------------------------------------------------===//
#ifndef __METALIFY_DEVICE_FUNCTIONS_H
#define __METALIFY_DEVICE_FUNCTIONS_H

#include "crt/host_defines.h"
#include "math_functions.h"

#include <time.h>

#define __METALIFY_DEVICE extern __device__

// Block synchronization and fences. __syncthreads itself is a Clang builtin.
__METALIFY_DEVICE int __syncthreads_count(int predicate);
__METALIFY_DEVICE int __syncthreads_and(int predicate);
__METALIFY_DEVICE int __syncthreads_or(int predicate);
__METALIFY_DEVICE void __syncwarp(unsigned int mask = 0xffffffffu);
__METALIFY_DEVICE void __threadfence(void);
__METALIFY_DEVICE void __threadfence_block(void);
__METALIFY_DEVICE void __threadfence_system(void);

// Warp votes and masks.
__METALIFY_DEVICE unsigned int __ballot_sync(unsigned int mask, int predicate);
__METALIFY_DEVICE int __all_sync(unsigned int mask, int predicate);
__METALIFY_DEVICE int __any_sync(unsigned int mask, int predicate);
__METALIFY_DEVICE int __uni_sync(unsigned int mask, int predicate);
__METALIFY_DEVICE unsigned int __activemask(void);
__METALIFY_DEVICE unsigned int __lanemask_lt(void);
__METALIFY_DEVICE unsigned int __lanemask_le(void);
__METALIFY_DEVICE unsigned int __lanemask_eq(void);
__METALIFY_DEVICE unsigned int __lanemask_gt(void);
__METALIFY_DEVICE unsigned int __lanemask_ge(void);

// Warp shuffles, one overload per CUDA type.
__METALIFY_DEVICE int __shfl_sync(unsigned int mask, int var, int srcLane, int width = 32);
__METALIFY_DEVICE int __shfl_up_sync(unsigned int mask, int var, unsigned int delta, int width = 32);
__METALIFY_DEVICE int __shfl_down_sync(unsigned int mask, int var, unsigned int delta, int width = 32);
__METALIFY_DEVICE int __shfl_xor_sync(unsigned int mask, int var, int laneMask, int width = 32);
__METALIFY_DEVICE unsigned int __shfl_sync(unsigned int mask, unsigned int var, int srcLane, int width = 32);
__METALIFY_DEVICE unsigned int __shfl_up_sync(unsigned int mask, unsigned int var, unsigned int delta, int width = 32);
__METALIFY_DEVICE unsigned int __shfl_down_sync(unsigned int mask, unsigned int var, unsigned int delta, int width = 32);
__METALIFY_DEVICE unsigned int __shfl_xor_sync(unsigned int mask, unsigned int var, int laneMask, int width = 32);
__METALIFY_DEVICE long __shfl_sync(unsigned int mask, long var, int srcLane, int width = 32);
__METALIFY_DEVICE long __shfl_up_sync(unsigned int mask, long var, unsigned int delta, int width = 32);
__METALIFY_DEVICE long __shfl_down_sync(unsigned int mask, long var, unsigned int delta, int width = 32);
__METALIFY_DEVICE long __shfl_xor_sync(unsigned int mask, long var, int laneMask, int width = 32);
__METALIFY_DEVICE unsigned long __shfl_sync(unsigned int mask, unsigned long var, int srcLane, int width = 32);
__METALIFY_DEVICE unsigned long __shfl_up_sync(unsigned int mask, unsigned long var, unsigned int delta, int width = 32);
__METALIFY_DEVICE unsigned long __shfl_down_sync(unsigned int mask, unsigned long var, unsigned int delta, int width = 32);
__METALIFY_DEVICE unsigned long __shfl_xor_sync(unsigned int mask, unsigned long var, int laneMask, int width = 32);
__METALIFY_DEVICE long long __shfl_sync(unsigned int mask, long long var, int srcLane, int width = 32);
__METALIFY_DEVICE long long __shfl_up_sync(unsigned int mask, long long var, unsigned int delta, int width = 32);
__METALIFY_DEVICE long long __shfl_down_sync(unsigned int mask, long long var, unsigned int delta, int width = 32);
__METALIFY_DEVICE long long __shfl_xor_sync(unsigned int mask, long long var, int laneMask, int width = 32);
__METALIFY_DEVICE unsigned long long __shfl_sync(unsigned int mask, unsigned long long var, int srcLane, int width = 32);
__METALIFY_DEVICE unsigned long long __shfl_up_sync(unsigned int mask, unsigned long long var, unsigned int delta, int width = 32);
__METALIFY_DEVICE unsigned long long __shfl_down_sync(unsigned int mask, unsigned long long var, unsigned int delta, int width = 32);
__METALIFY_DEVICE unsigned long long __shfl_xor_sync(unsigned int mask, unsigned long long var, int laneMask, int width = 32);
__METALIFY_DEVICE float __shfl_sync(unsigned int mask, float var, int srcLane, int width = 32);
__METALIFY_DEVICE float __shfl_up_sync(unsigned int mask, float var, unsigned int delta, int width = 32);
__METALIFY_DEVICE float __shfl_down_sync(unsigned int mask, float var, unsigned int delta, int width = 32);
__METALIFY_DEVICE float __shfl_xor_sync(unsigned int mask, float var, int laneMask, int width = 32);
__METALIFY_DEVICE double __shfl_sync(unsigned int mask, double var, int srcLane, int width = 32);
__METALIFY_DEVICE double __shfl_up_sync(unsigned int mask, double var, unsigned int delta, int width = 32);
__METALIFY_DEVICE double __shfl_down_sync(unsigned int mask, double var, unsigned int delta, int width = 32);
__METALIFY_DEVICE double __shfl_xor_sync(unsigned int mask, double var, int laneMask, int width = 32);

// Pre-CUDA 9 shuffles without a mask (removed on sm_70+, still in old code).
__METALIFY_DEVICE int __shfl(int var, int srcLane, int width = 32);
__METALIFY_DEVICE int __shfl_up(int var, unsigned int delta, int width = 32);
__METALIFY_DEVICE int __shfl_down(int var, unsigned int delta, int width = 32);
__METALIFY_DEVICE int __shfl_xor(int var, int laneMask, int width = 32);
__METALIFY_DEVICE unsigned int __shfl(unsigned int var, int srcLane, int width = 32);
__METALIFY_DEVICE unsigned int __shfl_up(unsigned int var, unsigned int delta, int width = 32);
__METALIFY_DEVICE unsigned int __shfl_down(unsigned int var, unsigned int delta, int width = 32);
__METALIFY_DEVICE unsigned int __shfl_xor(unsigned int var, int laneMask, int width = 32);
__METALIFY_DEVICE float __shfl(float var, int srcLane, int width = 32);
__METALIFY_DEVICE float __shfl_up(float var, unsigned int delta, int width = 32);
__METALIFY_DEVICE float __shfl_down(float var, unsigned int delta, int width = 32);
__METALIFY_DEVICE float __shfl_xor(float var, int laneMask, int width = 32);
__METALIFY_DEVICE long long __shfl(long long var, int srcLane, int width = 32);
__METALIFY_DEVICE long long __shfl_up(long long var, unsigned int delta, int width = 32);
__METALIFY_DEVICE long long __shfl_down(long long var, unsigned int delta, int width = 32);
__METALIFY_DEVICE long long __shfl_xor(long long var, int laneMask, int width = 32);
__METALIFY_DEVICE unsigned long long __shfl(unsigned long long var, int srcLane, int width = 32);
__METALIFY_DEVICE unsigned long long __shfl_up(unsigned long long var, unsigned int delta, int width = 32);
__METALIFY_DEVICE unsigned long long __shfl_down(unsigned long long var, unsigned int delta, int width = 32);
__METALIFY_DEVICE unsigned long long __shfl_xor(unsigned long long var, int laneMask, int width = 32);

// Warp matches and reductions.
__METALIFY_DEVICE unsigned int __match_any_sync(unsigned int mask, int value);
__METALIFY_DEVICE unsigned int __match_all_sync(unsigned int mask, int value, int *pred);
__METALIFY_DEVICE unsigned int __match_any_sync(unsigned int mask, unsigned int value);
__METALIFY_DEVICE unsigned int __match_all_sync(unsigned int mask, unsigned int value, int *pred);
__METALIFY_DEVICE unsigned int __match_any_sync(unsigned int mask, long value);
__METALIFY_DEVICE unsigned int __match_all_sync(unsigned int mask, long value, int *pred);
__METALIFY_DEVICE unsigned int __match_any_sync(unsigned int mask, unsigned long value);
__METALIFY_DEVICE unsigned int __match_all_sync(unsigned int mask, unsigned long value, int *pred);
__METALIFY_DEVICE unsigned int __match_any_sync(unsigned int mask, long long value);
__METALIFY_DEVICE unsigned int __match_all_sync(unsigned int mask, long long value, int *pred);
__METALIFY_DEVICE unsigned int __match_any_sync(unsigned int mask, unsigned long long value);
__METALIFY_DEVICE unsigned int __match_all_sync(unsigned int mask, unsigned long long value, int *pred);
__METALIFY_DEVICE unsigned int __match_any_sync(unsigned int mask, float value);
__METALIFY_DEVICE unsigned int __match_all_sync(unsigned int mask, float value, int *pred);
__METALIFY_DEVICE unsigned int __match_any_sync(unsigned int mask, double value);
__METALIFY_DEVICE unsigned int __match_all_sync(unsigned int mask, double value, int *pred);
__METALIFY_DEVICE int __reduce_add_sync(unsigned int mask, int value);
__METALIFY_DEVICE unsigned int __reduce_add_sync(unsigned int mask, unsigned int value);
__METALIFY_DEVICE int __reduce_min_sync(unsigned int mask, int value);
__METALIFY_DEVICE unsigned int __reduce_min_sync(unsigned int mask, unsigned int value);
__METALIFY_DEVICE int __reduce_max_sync(unsigned int mask, int value);
__METALIFY_DEVICE unsigned int __reduce_max_sync(unsigned int mask, unsigned int value);
__METALIFY_DEVICE unsigned int __reduce_and_sync(unsigned int mask, unsigned int value);
__METALIFY_DEVICE unsigned int __reduce_or_sync(unsigned int mask, unsigned int value);
__METALIFY_DEVICE unsigned int __reduce_xor_sync(unsigned int mask, unsigned int value);

// Atomics; the _block and _system forms take the same overloads.
__METALIFY_DEVICE int atomicAdd(int *address, int val);
__METALIFY_DEVICE unsigned int atomicAdd(unsigned int *address, unsigned int val);
__METALIFY_DEVICE unsigned long long atomicAdd(unsigned long long *address, unsigned long long val);
__METALIFY_DEVICE float atomicAdd(float *address, float val);
__METALIFY_DEVICE double atomicAdd(double *address, double val);
__METALIFY_DEVICE int atomicSub(int *address, int val);
__METALIFY_DEVICE unsigned int atomicSub(unsigned int *address, unsigned int val);
__METALIFY_DEVICE int atomicExch(int *address, int val);
__METALIFY_DEVICE unsigned int atomicExch(unsigned int *address, unsigned int val);
__METALIFY_DEVICE unsigned long long atomicExch(unsigned long long *address, unsigned long long val);
__METALIFY_DEVICE float atomicExch(float *address, float val);
__METALIFY_DEVICE int atomicMin(int *address, int val);
__METALIFY_DEVICE unsigned int atomicMin(unsigned int *address, unsigned int val);
__METALIFY_DEVICE long long atomicMin(long long *address, long long val);
__METALIFY_DEVICE unsigned long long atomicMin(unsigned long long *address, unsigned long long val);
__METALIFY_DEVICE int atomicMax(int *address, int val);
__METALIFY_DEVICE unsigned int atomicMax(unsigned int *address, unsigned int val);
__METALIFY_DEVICE long long atomicMax(long long *address, long long val);
__METALIFY_DEVICE unsigned long long atomicMax(unsigned long long *address, unsigned long long val);
__METALIFY_DEVICE int atomicAnd(int *address, int val);
__METALIFY_DEVICE unsigned int atomicAnd(unsigned int *address, unsigned int val);
__METALIFY_DEVICE unsigned long long atomicAnd(unsigned long long *address, unsigned long long val);
__METALIFY_DEVICE int atomicOr(int *address, int val);
__METALIFY_DEVICE unsigned int atomicOr(unsigned int *address, unsigned int val);
__METALIFY_DEVICE unsigned long long atomicOr(unsigned long long *address, unsigned long long val);
__METALIFY_DEVICE int atomicXor(int *address, int val);
__METALIFY_DEVICE unsigned int atomicXor(unsigned int *address, unsigned int val);
__METALIFY_DEVICE unsigned long long atomicXor(unsigned long long *address, unsigned long long val);
__METALIFY_DEVICE unsigned int atomicInc(unsigned int *address, unsigned int val);
__METALIFY_DEVICE unsigned int atomicDec(unsigned int *address, unsigned int val);
__METALIFY_DEVICE int atomicCAS(int *address, int compare, int val);
__METALIFY_DEVICE unsigned int atomicCAS(unsigned int *address, unsigned int compare, unsigned int val);
__METALIFY_DEVICE unsigned long long atomicCAS(unsigned long long *address, unsigned long long compare, unsigned long long val);
__METALIFY_DEVICE unsigned short int atomicCAS(unsigned short int *address, unsigned short int compare, unsigned short int val);
__METALIFY_DEVICE int atomicAdd_block(int *address, int val);
__METALIFY_DEVICE unsigned int atomicAdd_block(unsigned int *address, unsigned int val);
__METALIFY_DEVICE unsigned long long atomicAdd_block(unsigned long long *address, unsigned long long val);
__METALIFY_DEVICE float atomicAdd_block(float *address, float val);
__METALIFY_DEVICE double atomicAdd_block(double *address, double val);
__METALIFY_DEVICE int atomicSub_block(int *address, int val);
__METALIFY_DEVICE unsigned int atomicSub_block(unsigned int *address, unsigned int val);
__METALIFY_DEVICE int atomicExch_block(int *address, int val);
__METALIFY_DEVICE unsigned int atomicExch_block(unsigned int *address, unsigned int val);
__METALIFY_DEVICE unsigned long long atomicExch_block(unsigned long long *address, unsigned long long val);
__METALIFY_DEVICE float atomicExch_block(float *address, float val);
__METALIFY_DEVICE int atomicMin_block(int *address, int val);
__METALIFY_DEVICE unsigned int atomicMin_block(unsigned int *address, unsigned int val);
__METALIFY_DEVICE long long atomicMin_block(long long *address, long long val);
__METALIFY_DEVICE unsigned long long atomicMin_block(unsigned long long *address, unsigned long long val);
__METALIFY_DEVICE int atomicMax_block(int *address, int val);
__METALIFY_DEVICE unsigned int atomicMax_block(unsigned int *address, unsigned int val);
__METALIFY_DEVICE long long atomicMax_block(long long *address, long long val);
__METALIFY_DEVICE unsigned long long atomicMax_block(unsigned long long *address, unsigned long long val);
__METALIFY_DEVICE int atomicAnd_block(int *address, int val);
__METALIFY_DEVICE unsigned int atomicAnd_block(unsigned int *address, unsigned int val);
__METALIFY_DEVICE unsigned long long atomicAnd_block(unsigned long long *address, unsigned long long val);
__METALIFY_DEVICE int atomicOr_block(int *address, int val);
__METALIFY_DEVICE unsigned int atomicOr_block(unsigned int *address, unsigned int val);
__METALIFY_DEVICE unsigned long long atomicOr_block(unsigned long long *address, unsigned long long val);
__METALIFY_DEVICE int atomicXor_block(int *address, int val);
__METALIFY_DEVICE unsigned int atomicXor_block(unsigned int *address, unsigned int val);
__METALIFY_DEVICE unsigned long long atomicXor_block(unsigned long long *address, unsigned long long val);
__METALIFY_DEVICE unsigned int atomicInc_block(unsigned int *address, unsigned int val);
__METALIFY_DEVICE unsigned int atomicDec_block(unsigned int *address, unsigned int val);
__METALIFY_DEVICE int atomicCAS_block(int *address, int compare, int val);
__METALIFY_DEVICE unsigned int atomicCAS_block(unsigned int *address, unsigned int compare, unsigned int val);
__METALIFY_DEVICE unsigned long long atomicCAS_block(unsigned long long *address, unsigned long long compare, unsigned long long val);
__METALIFY_DEVICE unsigned short int atomicCAS_block(unsigned short int *address, unsigned short int compare, unsigned short int val);
__METALIFY_DEVICE int atomicAdd_system(int *address, int val);
__METALIFY_DEVICE unsigned int atomicAdd_system(unsigned int *address, unsigned int val);
__METALIFY_DEVICE unsigned long long atomicAdd_system(unsigned long long *address, unsigned long long val);
__METALIFY_DEVICE float atomicAdd_system(float *address, float val);
__METALIFY_DEVICE double atomicAdd_system(double *address, double val);
__METALIFY_DEVICE int atomicSub_system(int *address, int val);
__METALIFY_DEVICE unsigned int atomicSub_system(unsigned int *address, unsigned int val);
__METALIFY_DEVICE int atomicExch_system(int *address, int val);
__METALIFY_DEVICE unsigned int atomicExch_system(unsigned int *address, unsigned int val);
__METALIFY_DEVICE unsigned long long atomicExch_system(unsigned long long *address, unsigned long long val);
__METALIFY_DEVICE float atomicExch_system(float *address, float val);
__METALIFY_DEVICE int atomicMin_system(int *address, int val);
__METALIFY_DEVICE unsigned int atomicMin_system(unsigned int *address, unsigned int val);
__METALIFY_DEVICE long long atomicMin_system(long long *address, long long val);
__METALIFY_DEVICE unsigned long long atomicMin_system(unsigned long long *address, unsigned long long val);
__METALIFY_DEVICE int atomicMax_system(int *address, int val);
__METALIFY_DEVICE unsigned int atomicMax_system(unsigned int *address, unsigned int val);
__METALIFY_DEVICE long long atomicMax_system(long long *address, long long val);
__METALIFY_DEVICE unsigned long long atomicMax_system(unsigned long long *address, unsigned long long val);
__METALIFY_DEVICE int atomicAnd_system(int *address, int val);
__METALIFY_DEVICE unsigned int atomicAnd_system(unsigned int *address, unsigned int val);
__METALIFY_DEVICE unsigned long long atomicAnd_system(unsigned long long *address, unsigned long long val);
__METALIFY_DEVICE int atomicOr_system(int *address, int val);
__METALIFY_DEVICE unsigned int atomicOr_system(unsigned int *address, unsigned int val);
__METALIFY_DEVICE unsigned long long atomicOr_system(unsigned long long *address, unsigned long long val);
__METALIFY_DEVICE int atomicXor_system(int *address, int val);
__METALIFY_DEVICE unsigned int atomicXor_system(unsigned int *address, unsigned int val);
__METALIFY_DEVICE unsigned long long atomicXor_system(unsigned long long *address, unsigned long long val);
__METALIFY_DEVICE unsigned int atomicInc_system(unsigned int *address, unsigned int val);
__METALIFY_DEVICE unsigned int atomicDec_system(unsigned int *address, unsigned int val);
__METALIFY_DEVICE int atomicCAS_system(int *address, int compare, int val);
__METALIFY_DEVICE unsigned int atomicCAS_system(unsigned int *address, unsigned int compare, unsigned int val);
__METALIFY_DEVICE unsigned long long atomicCAS_system(unsigned long long *address, unsigned long long compare, unsigned long long val);
__METALIFY_DEVICE unsigned short int atomicCAS_system(unsigned short int *address, unsigned short int compare, unsigned short int val);

// Read-only and cache-hinted loads.
template <class T> __device__ T __ldg(const T *ptr);
template <class T> __device__ T __ldcg(const T *ptr);
template <class T> __device__ T __ldca(const T *ptr);
template <class T> __device__ T __ldcs(const T *ptr);
template <class T> __device__ T __ldlu(const T *ptr);
template <class T> __device__ T __ldcv(const T *ptr);
template <class T> __device__ void __stwb(T *ptr, T value);
template <class T> __device__ void __stcg(T *ptr, T value);
template <class T> __device__ void __stcs(T *ptr, T value);
template <class T> __device__ void __stwt(T *ptr, T value);

// Timing, control and address-space queries.
__METALIFY_DEVICE long long clock64(void);
__METALIFY_DEVICE clock_t clock(void);
__METALIFY_DEVICE unsigned long long __globaltimer(void);
__METALIFY_DEVICE void __nanosleep(unsigned int ns);
__METALIFY_DEVICE void __trap(void);
__METALIFY_DEVICE void __brkpt(void);
__METALIFY_DEVICE unsigned int __isGlobal(const void *ptr);
__METALIFY_DEVICE unsigned int __isShared(const void *ptr);
__METALIFY_DEVICE unsigned int __isConstant(const void *ptr);
__METALIFY_DEVICE unsigned int __isLocal(const void *ptr);
__METALIFY_DEVICE void __prof_trigger(int counter);

#undef __METALIFY_DEVICE

#endif
