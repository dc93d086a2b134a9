// REQUIRES: llmir-translate
// The LLVM dialect to LLVM IR, printed as mlir-translate-19 prints it:
// globals, declarations first, blocks with arguments as PHIs, op flags.
// RUN: llmir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: llmir-translate -mlir-to-llvmir %s | FileCheck %s

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK: @counter = internal global i32 0
llvm.mlir.global internal @counter(0 : i32) : i32
// CHECK: @greeting = private constant [3 x i8] c"hi\00"
llvm.mlir.global private constant @greeting("hi\00")

// CHECK: declare i32 @ext(ptr noundef)
llvm.func @ext(!llvm.ptr {llvm.noundef}) -> i32

// CHECK-LABEL: define i32 @loop(i32 %0)
llvm.func @loop(%n: i32) -> i32 {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^head(%zero : i32)
^head(%i: i32):
  // CHECK: %[[I:.*]] = phi i32 [ %[[NEXT:.*]], %{{.*}} ], [ 0, %1 ]
  %done = llvm.icmp "sge" %i, %n : i32
  llvm.cond_br %done, ^exit, ^body
^body:
  // CHECK: %[[NEXT]] = add nsw i32 %[[I]], 1
  %next = llvm.add %i, %one overflow<nsw> : i32
  llvm.br ^head(%next : i32)
^exit:
  // CHECK: ret i32 %[[I]]
  llvm.return %i : i32
}

// CHECK: !llvm.module.flags = !{!0}
// CHECK: !0 = !{i32 2, !"Debug Info Version", i32 3}
