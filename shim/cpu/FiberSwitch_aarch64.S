// Part of metalify. Fiber context switch for arm64 (AAPCS64).
// void metalify_fiber_switch(void **Save /*x0*/, void *Load /*x1*/);
// Saves x19-x30, d8-d15 and FPCR on the current stack (176 bytes), stores
// sp in *Save, switches to Load and restores the same.
#if defined(__aarch64__)
#if defined(__APPLE__)
#define SYM(Name) _##Name
#else
#define SYM(Name) Name
#endif
        .text
        .globl SYM(metalify_fiber_switch)
        .globl SYM(metalify_fiber_trampoline)
#if !defined(__APPLE__)
        .hidden metalify_fiber_switch
        .hidden metalify_fiber_trampoline
        .type metalify_fiber_switch, %function
        .type metalify_fiber_trampoline, %function
#endif
        .p2align 4
SYM(metalify_fiber_switch):
        sub sp, sp, #176
        stp x19, x20, [sp, #0]
        stp x21, x22, [sp, #16]
        stp x23, x24, [sp, #32]
        stp x25, x26, [sp, #48]
        stp x27, x28, [sp, #64]
        stp x29, x30, [sp, #80]
        stp d8, d9, [sp, #96]
        stp d10, d11, [sp, #112]
        stp d12, d13, [sp, #128]
        stp d14, d15, [sp, #144]
        mrs x9, fpcr
        str x9, [sp, #160]
        mov x9, sp
        str x9, [x0]
        mov sp, x1
        ldp x19, x20, [sp, #0]
        ldp x21, x22, [sp, #16]
        ldp x23, x24, [sp, #32]
        ldp x25, x26, [sp, #48]
        ldp x27, x28, [sp, #64]
        ldp x29, x30, [sp, #80]
        ldp d8, d9, [sp, #96]
        ldp d10, d11, [sp, #112]
        ldp d12, d13, [sp, #128]
        ldp d14, d15, [sp, #144]
        ldr x9, [sp, #160]
        msr fpcr, x9
        add sp, sp, #176
        ret

// First code a new fiber runs: Main (x20) (Arg (x19)); Main never returns.
        .p2align 4
SYM(metalify_fiber_trampoline):
        mov x0, x19
        blr x20
        brk #0
#endif
// Non-executable stack, also for the file assembled empty on other targets.
#if defined(__ELF__)
        .section .note.GNU-stack,"",%progbits
#endif
