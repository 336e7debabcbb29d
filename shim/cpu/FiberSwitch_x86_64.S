// Part of metalify. Fiber context switch for x86-64 (System V).
// void metalify_fiber_switch(void **Save /*rdi*/, void *Load /*rsi*/);
// Saves rbp, rbx, r12-r15, MXCSR and the x87 control word on the current
// stack, stores rsp in *Save, switches to Load and restores the same.
#if defined(__x86_64__)
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
        .type metalify_fiber_switch, @function
        .type metalify_fiber_trampoline, @function
#endif
        .p2align 4
SYM(metalify_fiber_switch):
        pushq %rbp
        pushq %rbx
        pushq %r12
        pushq %r13
        pushq %r14
        pushq %r15
        subq $8, %rsp
        stmxcsr (%rsp)
        fnstcw 4(%rsp)
        movq %rsp, (%rdi)
        movq %rsp, %rax
        movq %rsi, %rsp
        // Reloading MXCSR and the control word stalls the pipeline; fibers
        // of one worker almost always share them, so reload only on change.
        movl (%rax), %ecx
        cmpl %ecx, (%rsp)
        jne 1f
        movw 4(%rax), %cx
        cmpw %cx, 4(%rsp)
        je 2f
1:      ldmxcsr (%rsp)
        fldcw 4(%rsp)
2:      addq $8, %rsp
        popq %r15
        popq %r14
        popq %r13
        popq %r12
        popq %rbx
        popq %rbp
        ret

// First code a new fiber runs: Main (r13) (Arg (r12)); Main never returns.
        .p2align 4
SYM(metalify_fiber_trampoline):
        movq %r12, %rdi
        callq *%r13
        ud2
#endif
// Non-executable stack, also for the file assembled empty on other targets.
#if defined(__ELF__)
        .section .note.GNU-stack,"",%progbits
#endif
