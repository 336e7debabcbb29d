// MsgSend_x86_64.S - objc_msgSend and friends for the emulated runtime.
//
// Part of metalify's test infrastructure. Like Apple's, these trampolines
// never touch their caller's arguments: they save every argument register
// (rdi, rsi, rdx, rcx, r8, r9, rax for varargs, xmm0-7), ask
// metalify_objc_lookup(receiver, selector) for the method, restore the
// registers and jump to it, so stack arguments (a 24-byte MTLSize) and the
// return path are the method's own. objc_msgSend_stret has the address of
// the result in rdi and the receiver and selector in rsi and rdx.

        .text

// Saves the argument registers in a 200-byte frame: rsp is 16-byte
// aligned for the call (8 on entry, minus 200).
.macro SAVE_ARGUMENTS
        subq    $200, %rsp
        movq    %rdi, 0(%rsp)
        movq    %rsi, 8(%rsp)
        movq    %rdx, 16(%rsp)
        movq    %rcx, 24(%rsp)
        movq    %r8, 32(%rsp)
        movq    %r9, 40(%rsp)
        movq    %rax, 48(%rsp)
        movdqu  %xmm0, 64(%rsp)
        movdqu  %xmm1, 80(%rsp)
        movdqu  %xmm2, 96(%rsp)
        movdqu  %xmm3, 112(%rsp)
        movdqu  %xmm4, 128(%rsp)
        movdqu  %xmm5, 144(%rsp)
        movdqu  %xmm6, 160(%rsp)
        movdqu  %xmm7, 176(%rsp)
.endm

// Restores them and jumps to the method in r11.
.macro RESTORE_AND_JUMP
        movq    %rax, %r11
        movq    0(%rsp), %rdi
        movq    8(%rsp), %rsi
        movq    16(%rsp), %rdx
        movq    24(%rsp), %rcx
        movq    32(%rsp), %r8
        movq    40(%rsp), %r9
        movq    48(%rsp), %rax
        movdqu  64(%rsp), %xmm0
        movdqu  80(%rsp), %xmm1
        movdqu  96(%rsp), %xmm2
        movdqu  112(%rsp), %xmm3
        movdqu  128(%rsp), %xmm4
        movdqu  144(%rsp), %xmm5
        movdqu  160(%rsp), %xmm6
        movdqu  176(%rsp), %xmm7
        addq    $200, %rsp
        .cfi_adjust_cfa_offset -200
        jmp     *%r11
.endm

        .globl  objc_msgSend
        .type   objc_msgSend, @function
objc_msgSend:
        .cfi_startproc
        SAVE_ARGUMENTS
        .cfi_adjust_cfa_offset 200
        call    metalify_objc_lookup@PLT
        RESTORE_AND_JUMP
        .cfi_endproc
        .size   objc_msgSend, .-objc_msgSend

// Floating-point results come back in xmm0 on x86_64: same as msgSend.
        .globl  objc_msgSend_fpret
        .type   objc_msgSend_fpret, @function
objc_msgSend_fpret:
        .cfi_startproc
        SAVE_ARGUMENTS
        .cfi_adjust_cfa_offset 200
        call    metalify_objc_lookup@PLT
        RESTORE_AND_JUMP
        .cfi_endproc
        .size   objc_msgSend_fpret, .-objc_msgSend_fpret

        .globl  objc_msgSend_stret
        .type   objc_msgSend_stret, @function
objc_msgSend_stret:
        .cfi_startproc
        SAVE_ARGUMENTS
        .cfi_adjust_cfa_offset 200
        movq    %rsi, %rdi
        movq    %rdx, %rsi
        call    metalify_objc_lookup@PLT
        RESTORE_AND_JUMP
        .cfi_endproc
        .size   objc_msgSend_stret, .-objc_msgSend_stret

// A message to nil: zero in rax, rdx and xmm0-1.
        .globl  metalify_objc_nil_imp
        .type   metalify_objc_nil_imp, @function
metalify_objc_nil_imp:
        xorl    %eax, %eax
        xorl    %edx, %edx
        xorps   %xmm0, %xmm0
        xorps   %xmm1, %xmm1
        ret
        .size   metalify_objc_nil_imp, .-metalify_objc_nil_imp

        .section .note.GNU-stack,"",@progbits
