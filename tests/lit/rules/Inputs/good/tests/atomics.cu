// exercises atomicAdd
