// REQUIRES: llmir-translate
// Which function attributes reach LLVM IR, as mlir-translate-19 decides:
// a declaration gets only the signature's (inlining, unwinding, convergence,
// memory effects; MLIR's convertFunctionAttributes), a definition also the
// target, floating-point, frame-pointer and streaming ones
// (convertOneFunction), and a call site none (MLIR 19's llvm.call has no
// such properties: `no_unwind` there is a discardable attribute). Names
// llvm.func does not have in MLIR 19 (`no_builtin`) are left alone.
// RUN: llmir-translate --mlir-to-llvmir %s | FileCheck %s

// CHECK: declare void @decl(i32) #0
llvm.func @decl(i32) attributes {target_cpu = "x86-64", tune_cpu = "generic", target_features = #llvm.target_features<["+sse"]>, frame_pointer = #llvm.framePointerKind<all>, vscale_range = #llvm.vscale_range<minRange = 1, maxRange = 2>, unsafe_fp_math = true, no_infs_fp_math = true, no_nans_fp_math = true, approx_func_fp_math = true, no_signed_zeros_fp_math = true, denormal_fp_math = "preserve-sign", denormal_fp_math_f32 = "ieee", fp_contract = "fast", no_unwind, will_return, convergent, no_inline, memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none>, arm_streaming, no_builtin}

// CHECK-LABEL: define void @def(i32 %0) #1
// CHECK-NEXT: call void @decl(i32 %0)
// CHECK-NEXT: ret void
llvm.func @def(%x: i32) attributes {target_cpu = "x86-64", tune_cpu = "generic", target_features = #llvm.target_features<["+sse"]>, frame_pointer = #llvm.framePointerKind<all>, vscale_range = #llvm.vscale_range<minRange = 1, maxRange = 2>, unsafe_fp_math = true, no_infs_fp_math = true, no_nans_fp_math = true, approx_func_fp_math = true, no_signed_zeros_fp_math = true, denormal_fp_math = "preserve-sign", denormal_fp_math_f32 = "ieee", fp_contract = "fast", no_unwind, will_return, convergent, no_inline, memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none>, arm_streaming, no_builtin} {
  llvm.call @decl(%x) {no_unwind, convergent, will_return, no_inline, memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none>, target_cpu = "x"} : (i32) -> ()
  llvm.return
}

// CHECK: attributes #0 = { convergent noinline nounwind willreturn memory(argmem: read) }
// CHECK-NEXT: attributes #1 = { convergent noinline nounwind willreturn memory(argmem: read) vscale_range(1,2) "aarch64_pstate_sm_enabled" "approx-func-fp-math"="true" "denormal-fp-math"="preserve-sign" "denormal-fp-math-f32"="ieee" "fp-contract"="fast" "frame-pointer"="all" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "target-cpu"="x86-64" "target-features"="+sse" "tune-cpu"="generic" "unsafe-fp-math"="true" }
// CHECK-NOT: attributes #2
